import { createHash, createSign, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';

// A passkey authenticator in software for the API-level tests (the browser tests use chromium's virtual one): it
// answers the server's WebAuthn options as a platform authenticator would, "none" attestation, ES256 (P-256).

type Cbor = number | string | Uint8Array | CborMap | { readonly [key: string]: Cbor };
type CborMap = Map<number | string, Cbor>;

/** CBOR (RFC 8949) for the few shapes an attestation object needs: unsigned and negative integers, bytes, text, maps. */
function cbor(value: Cbor): Buffer {
  const head = (major: number, n: number) =>
    n < 24
      ? Buffer.from([(major << 5) | n])
      : n < 256
        ? Buffer.from([(major << 5) | 24, n])
        : Buffer.from([(major << 5) | 25, n >> 8, n & 0xff]);
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string')
    return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), Buffer.from(value)]);
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value);
  return Buffer.concat([head(5, entries.length), ...entries.flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const b64url = (data: Buffer) => data.toString('base64url');

interface Options {
  challenge: string;
  rp?: { id?: string };
  rpId?: string;
  user?: { id: string };
}

/** One authenticator holding one passkey once it has registered. */
export class SoftAuthenticator {
  private key?: { privateKey: KeyObject; publicKey: KeyObject };
  private readonly credentialId = randomBytes(16);
  private userHandle = '';
  private counter = 0;

  constructor(private readonly origin: string) {}

  private get rpId() {
    return new URL(this.origin).hostname;
  }

  /** The answer to registration options: a new ES256 key pair. */
  register(options: Options) {
    this.key = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.userHandle = options.user?.id ?? '';
    const jwk = this.key.publicKey.export({ format: 'jwk' });
    const cose = new Map<number, Cbor>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x as string, 'base64url')],
      [-3, Buffer.from(jwk.y as string, 'base64url')],
    ]);
    const credentialLength = Buffer.from([0, this.credentialId.length]);
    const authData = Buffer.concat([
      sha256(this.rpId),
      Buffer.from([0x45]), // user present, user verified, attested credential data
      Buffer.alloc(4),
      Buffer.alloc(16), // AAGUID
      credentialLength,
      this.credentialId,
      cbor(cose),
    ]);
    const clientData = this.clientData('webauthn.create', options.challenge);
    const attestationObject = cbor({ fmt: 'none', attStmt: {}, authData });
    return {
      id: b64url(this.credentialId),
      rawId: b64url(this.credentialId),
      type: 'public-key',
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientData),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
    };
  }

  /** The answer to sign-in options: the passkey's signature over the challenge, its counter one up. */
  authenticate(options: Options) {
    if (!this.key) throw new Error('this authenticator holds no passkey');
    this.counter += 1;
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.counter);
    const authData = Buffer.concat([sha256(this.rpId), Buffer.from([0x05]), counter]);
    const clientData = this.clientData('webauthn.get', options.challenge);
    const signature = createSign('sha256')
      .update(Buffer.concat([authData, sha256(clientData)]))
      .sign(this.key.privateKey);
    return {
      id: b64url(this.credentialId),
      rawId: b64url(this.credentialId),
      type: 'public-key',
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientData),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: this.userHandle,
      },
    };
  }

  private clientData(type: string, challenge: string) {
    return Buffer.from(JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }));
  }
}
