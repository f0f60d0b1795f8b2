import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

// A software authenticator for the server tests: real WebAuthn structures, signed with a P-256 key (ES256).
// authenticatorData = rpIdHash(32) | flags(1) | counter(4, big-endian) [| aaguid(16) | idLength(2) | id | COSE key];
// the assertion signs authenticatorData | SHA-256(clientDataJSON) (WebAuthn §6.1, §7.2).

const FLAG = { UP: 0x01, UV: 0x04, BE: 0x08, BS: 0x10, AT: 0x40 } as const;
const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

export type Flags = { up?: boolean; uv?: boolean; be?: boolean; bs?: boolean };
/** What a test may change in one answer: where the browser says it ran, the flags, the counter, the challenge. */
export type Tweaks = Flags & {
  origin?: string;
  rpId?: string;
  counter?: number;
  challenge?: string;
  type?: string;
};

export class SoftAuthenticator {
  readonly credentialId = randomBytes(16);
  readonly userHandle: string | undefined;
  counter = 0;
  private readonly keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });

  constructor(
    readonly origin: string,
    readonly rpId: string,
    readonly flags: Flags = { uv: true },
  ) {}

  get id() {
    return b64url(this.credentialId);
  }

  /** The COSE public key as the server stores it (base64url), for a test that seeds a credential directly. */
  get publicKey() {
    return b64url(this.coseKey());
  }

  private coseKey() {
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    return isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, new Uint8Array(Buffer.from(jwk.x!, 'base64url'))],
        [-3, new Uint8Array(Buffer.from(jwk.y!, 'base64url'))],
      ]),
    );
  }

  private authData(tweaks: Tweaks, attested: boolean) {
    const f = { up: true, ...this.flags, ...tweaks };
    const flags =
      (f.up ? FLAG.UP : 0) |
      (f.uv ? FLAG.UV : 0) |
      (f.be ? FLAG.BE : 0) |
      (f.bs ? FLAG.BS : 0) |
      (attested ? FLAG.AT : 0);
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(tweaks.counter ?? this.counter);
    const head = Buffer.concat([sha256(tweaks.rpId ?? this.rpId), Buffer.from([flags]), counter]);
    if (!attested) return head;
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    return Buffer.concat([head, Buffer.alloc(16), idLength, this.credentialId, this.coseKey()]);
  }

  private clientData(type: string, challenge: string, tweaks: Tweaks) {
    return Buffer.from(
      JSON.stringify({
        type: tweaks.type ?? type,
        challenge: tweaks.challenge ?? challenge,
        origin: tweaks.origin ?? this.origin,
        crossOrigin: false,
      }),
    );
  }

  /** navigator.credentials.create: attestation "none". */
  register(options: { challenge: string }, tweaks: Tweaks = {}) {
    const authData = this.authData(tweaks, true);
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', new Uint8Array(authData)],
      ]) as never,
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', options.challenge, tweaks)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** navigator.credentials.get: the counter moves by one per answer unless a tweak fixes it. */
  assert(options: { challenge: string }, tweaks: Tweaks = {}) {
    if (tweaks.counter === undefined) this.counter += 1;
    const authData = this.authData(tweaks, false);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, tweaks);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), this.keys.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: this.userHandle,
      },
      clientExtensionResults: {},
    };
  }
}
