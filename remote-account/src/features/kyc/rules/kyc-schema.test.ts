import * as v from 'valibot';
import { isPastOrToday, todayIso } from '../../../lib/past-date';
import { kycDefaults, kycSchema, NEW_KYC_PHONE_CODE, type KycInput } from './kyc-schema';
import { documentCheckSchema, emptyDocumentCheck, uploadSchema } from './document-schemas';

const valid: KycInput = {
  first_name: 'Eve',
  middle_name: 'Anne',
  last_name: 'Tester',
  email: 'eve@example.com',
  phonecode: '44',
  phone_number: '7700900123',
  dob: '1990-04-12',
  taxssn: 'AB123',
  tax_country_id: '1',
  tax_state_id: '2',
  country_id: '1',
  address1: '1 Street',
  address2: 'Flat 2',
  city: 'London',
  region: 'Greater London',
  postalcode: 'N1 9GU',
};

const messagesOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? {} : (v.flatten(result.issues).nested ?? {});
};

describe('KYC form rules (spec 03 §5)', () => {
  it('accepts a complete form', () => {
    expect(v.safeParse(kycSchema, valid).success).toBe(true);
  });

  it('gives every empty field its own message, middle name included', () => {
    const empty = Object.fromEntries(Object.keys(valid).map((key) => [key, ''])) as KycInput;
    const errors = messagesOf(kycSchema, empty);
    expect(errors).toEqual(
      Object.fromEntries(Object.keys(valid).map((key) => [key, [`account:kyc.errors.${key}`]])),
    );
  });

  it('refuses an invalid e-mail, a non-numeric phone and a date of birth after today', () => {
    const tomorrow = new Date(Date.now() + 86_400_000);
    const errors = messagesOf(kycSchema, {
      ...valid,
      email: 'eve@',
      phone_number: '12ab',
      dob: todayIso(tomorrow),
    });
    expect(errors).toEqual({
      email: ['account:kyc.errors.email'],
      phone_number: ['account:kyc.errors.phone_number'],
      dob: ['account:kyc.errors.dob'],
    });
  });

  it('accepts today as a date of birth, refuses impossible dates', () => {
    expect(isPastOrToday(todayIso())).toBe(true);
    expect(isPastOrToday('2001-02-30')).toBe(false);
    expect(isPastOrToday('12/04/1990')).toBe(false);
  });

  it("starts a new KYC with the profile's phone code (+91 without one) and keeps the stored one afterwards", () => {
    expect(kycDefaults({ kyc_id: 0, phonecode: '44' } as never).phonecode).toBe('44');
    expect(kycDefaults({ kyc_id: 0, phonecode: '+33' } as never).phonecode).toBe('33');
    expect(kycDefaults({ kyc_id: 0, phonecode: '' } as never).phonecode).toBe(NEW_KYC_PHONE_CODE);
    expect(kycDefaults(null).phonecode).toBe('91');
    expect(kycDefaults({ kyc_id: 5, phonecode: '+44', dob: '1990-04-12 00:00:00' } as never)).toMatchObject({
      phonecode: '44',
      dob: '1990-04-12',
    });
  });
});

const png = (name = 'front.png', size = 10) => new File([new Uint8Array(size)], name, { type: 'image/png' });

describe('document rules (spec 03 §5)', () => {
  it('an upload needs a selected jpeg/jpg/png file of at most 5 MB', () => {
    expect(messagesOf(uploadSchema, { file: null })).toEqual({ file: ['account:kyc.errors.file'] });
    expect(messagesOf(uploadSchema, { file: new File(['x'], 'scan.pdf') })).toEqual({
      file: ['account:common.imageTypes'],
    });
    expect(messagesOf(uploadSchema, { file: png('big.jpg', 5_242_881) })).toEqual({
      file: ['shared:validation.fileSize'],
    });
    expect(v.safeParse(uploadSchema, { file: png('scan.jpeg') }).success).toBe(true);
  });

  it('a new check needs type, country, front and back', () => {
    expect(messagesOf(documentCheckSchema, emptyDocumentCheck)).toEqual({
      document_type_id: ['account:kyc.errors.documentType'],
      document_country: ['account:kyc.errors.documentCountry'],
      document_front: ['account:kyc.errors.documentFront'],
      document_baack: ['account:kyc.errors.documentBack'],
    });
  });

  it('type 3 also needs a title; other types do not', () => {
    const filled = {
      ...emptyDocumentCheck,
      document_country: '1',
      document_front: png(),
      document_baack: png('back.png'),
    };
    expect(messagesOf(documentCheckSchema, { ...filled, document_type_id: '3' })).toEqual({
      document_type_title: ['account:kyc.errors.documentTitle'],
    });
    expect(v.safeParse(documentCheckSchema, { ...filled, document_type_id: '1' }).success).toBe(true);
    // As the form's resolver runs it (abortPipeEarly on): the title message shows beside the other ones.
    const early = v.safeParse(
      documentCheckSchema,
      { ...emptyDocumentCheck, document_type_id: '3' },
      { abortPipeEarly: true },
    );
    expect(early.success ? {} : v.flatten(early.issues).nested).toHaveProperty('document_type_title', [
      'account:kyc.errors.documentTitle',
    ]);
    expect(
      v.safeParse(documentCheckSchema, {
        ...filled,
        document_type_id: '3',
        document_type_title: 'Residence permit',
      }).success,
    ).toBe(true);
  });
});
