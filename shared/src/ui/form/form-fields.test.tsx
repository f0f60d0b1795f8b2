import { valibotResolver } from '@hookform/resolvers/valibot';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { setLanguage } from '../../i18n/i18n';
import { CheckboxField } from './checkbox-field';
import { FileField } from './file-field';
import { checkUploadFile, uploadFileSchema } from './file-rules';
import { SelectField } from './select-field';
import { TextField } from './text-field';

const schema = v.object({
  email: v.pipe(
    v.string(),
    v.nonEmpty('Email ID is required.'),
    v.email('Please Enter Correct Email Format.'),
  ),
  kind: v.pipe(v.string(), v.nonEmpty('shared:validation.phoneRequired')),
  agree: v.literal(true, 'You must agree to the terms and conditions'),
  proof: uploadFileSchema(true, 'shared:validation.fileSize'),
});
type Values = v.InferInput<typeof schema>;

const Form = ({ onValid }: { onValid: (values: Values) => void }) => {
  const { control, handleSubmit } = useForm<Values>({
    resolver: valibotResolver(schema),
    defaultValues: { email: '', kind: '', agree: false as unknown as true, proof: null },
  });
  return (
    <form onSubmit={(event) => void handleSubmit(onValid)(event)}>
      <TextField control={control} name="email" label="Email" />
      <SelectField
        control={control}
        name="kind"
        label="Kind"
        placeholder="-"
        options={[{ value: 'a', label: 'A' }]}
      />
      <CheckboxField control={control} name="agree" label="Agree" />
      <FileField control={control} name="proof" label="Proof" />
      <button type="submit">go</button>
    </form>
  );
};

describe('form fields', () => {
  afterEach(() => act(() => setLanguage('en')));

  it('show translated errors under each field with role=alert', async () => {
    await setLanguage('fr');
    const user = userEvent.setup();
    render(<Form onValid={jest.fn()} />);
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'go' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual([
      'Veuillez saisir une adresse e-mail valide.',
      'Le numéro de téléphone est obligatoire.',
      'Vous devez accepter les conditions générales',
      'La taille du fichier doit être inférieure à 5 Mo',
    ]);
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
  });

  it('refuses a file with a wrong extension at once and clears the input', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<Form onValid={jest.fn()} />);
    const input = screen.getByLabelText('Proof') as HTMLInputElement;
    await user.upload(input, new File(['x'], 'virus.exe'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please upload files with extensions: .jpg, .jpeg, .png, .pdf, .doc, .docx',
    );
    expect(input.value).toBe('');
  });

  it('submits valid values including the file', async () => {
    const onValid = jest.fn();
    const user = userEvent.setup();
    render(<Form onValid={onValid} />);
    await user.type(screen.getByLabelText('Email'), 'a@b.co');
    await user.selectOptions(screen.getByLabelText('Kind'), 'a');
    await user.click(screen.getByLabelText('Agree'));
    await user.upload(screen.getByLabelText('Proof'), new File(['%PDF'], 'statement.pdf'));
    await user.click(screen.getByRole('button', { name: 'go' }));
    await waitFor(() => expect(onValid).toHaveBeenCalled());
    expect(onValid.mock.calls[0]?.[0]).toMatchObject({ email: 'a@b.co', kind: 'a', agree: true });
  });
});

describe('checkUploadFile', () => {
  it('applies the extension and 5 MB rules', () => {
    expect(checkUploadFile({ name: 'A.PDF', size: 5_242_880 })).toBeUndefined();
    expect(checkUploadFile({ name: 'a.pdf', size: 5_242_881 })).toBe('size');
    expect(checkUploadFile({ name: 'a.gif', size: 1 })).toBe('extension');
  });
});
