import * as v from 'valibot';

// Spec 03 §5 "Change password": the three fields required, new and confirm must match.
const message = (key: string) => `account:profile.password.errors.${key}`;

// abortPipeEarly off: the form resolver turns it on, which would hide the mismatch while another field is empty.
export const passwordSchema = v.config(
  v.pipe(
    v.object({
      old_password: v.pipe(v.string(), v.nonEmpty(message('old'))),
      new_password: v.pipe(v.string(), v.nonEmpty(message('new'))),
      confirm_password: v.pipe(v.string(), v.nonEmpty(message('confirm'))),
    }),
    v.forward(
      v.partialCheck(
        [['new_password'], ['confirm_password']],
        (input) => input.new_password === input.confirm_password,
        message('match'),
      ),
      ['confirm_password'],
    ),
  ),
  { abortPipeEarly: false },
);
export type PasswordInput = v.InferInput<typeof passwordSchema>;
export type PasswordValues = v.InferOutput<typeof passwordSchema>;

export const emptyPassword: PasswordInput = { old_password: '', new_password: '', confirm_password: '' };
