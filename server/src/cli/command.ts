import type { Db } from '../db/client';
import { findUserByEmail, type User } from '../domain/users';

/** A back-office command: one file per command under cli/commands, listed in commands/index.ts. */
export type Command = { name: string; usage: string; run: (db: Db, args: string[]) => Promise<string> };

export const need = (value: string | undefined, what: string): string => {
  if (!value) throw new Error(`missing ${what}`);
  return value;
};

export const userByEmail = async (db: Db, email: string | undefined): Promise<User> => {
  const user = await findUserByEmail(db, need(email, 'e-mail'));
  if (!user) throw new Error(`no user ${email}`);
  return user;
};
