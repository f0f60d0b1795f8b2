import { and, eq } from 'drizzle-orm';
import { API_PREFIX, endpoints } from '../../contract';
import { ibanKycForms, uploads } from '../../db/schema/index';
import type { Executor } from '../../db/client';
import { ApiError, badRequest } from '../../http/api-error';
import { binary, done, ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { readOwnUpload } from '../../http/uploads';

export const getIbanKycDetailsHandler = defineHandler(
  endpoints['shell.getIbanKycDetails'],
  async ({ db, userId }) => {
    const [row] = await db.select().from(ibanKycForms).where(eq(ibanKycForms.userId, userId));
    const fileURL = `${API_PREFIX}${endpoints['shell.getIbanKycFile'].path.replace(':file', '')}`;
    if (!row) return ok(null, 'No IBAN application yet', { fileURL });
    return ok(
      {
        ...row.fields,
        iban_form_status: row.status,
        rejected_reason: row.rejectedReason,
        document_file: row.documentFile,
        proof_of_account_ownership: row.proofFile,
      },
      'Success',
      { fileURL },
    );
  },
);

export const getIbanKycFileHandler = defineHandler(
  endpoints['shell.getIbanKycFile'],
  async ({ db, config, userId, params }) => {
    const file = await readOwnUpload(db, config, userId, params.file);
    return binary(file.body, file.mime);
  },
);

/** An "existing file" named by the client must be the user's own earlier upload. */
const ownExisting = async (
  db: Executor,
  userId: number,
  name: string | undefined,
): Promise<string | null> => {
  if (!name) return null;
  const [row] = await db
    .select({ name: uploads.storedName })
    .from(uploads)
    .where(and(eq(uploads.storedName, name), eq(uploads.userId, userId)));
  return row?.name ?? null;
};

export const storeIbanKycHandler = defineHandler(
  endpoints['shell.storeIbanKyc'],
  async ({ db, userId, body, files }) => {
    const [current] = await db.select().from(ibanKycForms).where(eq(ibanKycForms.userId, userId));
    if (current?.status === 'Approved')
      throw new ApiError('409', 'Your IBAN application is already approved');
    const documentFile =
      files.document_file?.storedName ?? (await ownExisting(db, userId, body.existing_document_file));
    const proofFile =
      files.proof_of_account_ownership?.storedName ??
      (await ownExisting(db, userId, body.existing_proof_of_account_ownership));
    if (body.document_upload_confirmation === 'Provided' && !documentFile)
      throw badRequest('document_file: Document file is required');
    if (!proofFile) throw badRequest('proof_of_account_ownership: Proof of account ownership is required');
    for (const [answer, details, label] of [
      ['is_pep', 'pep_details', 'PEP details'],
      ['is_subject_to_sanctions', 'sanctions_details', 'Sanctions details'],
      ['is_us_person', 'us_person_details', 'US person details'],
    ] as const) {
      if (body[answer] === 'Yes' && !body[details].trim())
        throw badRequest(`${details}: ${label} is required`);
    }
    const { existing_document_file: _d, existing_proof_of_account_ownership: _p, ...fields } = body;
    const values = {
      fields,
      documentFile,
      proofFile,
      status: 'Pending',
      rejectedReason: null,
      updatedAt: new Date(),
    };
    await db
      .insert(ibanKycForms)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: ibanKycForms.userId, set: values });
    return done('Your IBAN application was submitted');
  },
);
