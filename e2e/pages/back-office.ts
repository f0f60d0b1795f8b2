import { expect, type APIRequestContext } from '@playwright/test';
import { ACCESS_KEY, API_URL } from './ports';

const API = API_URL;
const headers = { 'x-access-key': ACCESS_KEY };

/** The provider's team, as the tests need it: the back-office CLI and the outbox, through the dev-only
 * endpoints of the running server (the embedded database has one owner process). */
export class BackOffice {
  constructor(readonly request: APIRequestContext) {}

  /** `pnpm --filter server admin <command> …args`; returns the command's output, fails the test on error. */
  async admin(command: string, ...args: string[]): Promise<string> {
    const answer = await (
      await this.request.post(`${API}/dev/admin`, { headers, data: { command, args } })
    ).json();
    expect(answer, `admin ${command} ${args.join(' ')}`).toMatchObject({ code: '200' });
    return answer.data as string;
  }

  /** Messages sent to an e-mail address or phone number, newest first. */
  async outbox(address: string): Promise<{ code: string | null; subject: string; body: string }[]> {
    const answer = await (
      await this.request.get(`${API}/dev/outbox/${encodeURIComponent(address)}`, { headers })
    ).json();
    return answer.data;
  }

  /** The newest code sent to an address (SMS OTP, e-mail code). */
  async lastCode(address: string): Promise<string> {
    const [latest] = (await this.outbox(address)).filter((m) => m.code);
    expect(latest, `a code sent to ${address}`).toBeTruthy();
    return latest!.code!;
  }
}
