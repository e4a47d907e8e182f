/**
 * The certificate as an Open Badges 3.0 credential (an `OpenBadgeCredential`), signed as a VC-JWT (OB 3.0 §8.2, the
 * JSON Web Token proof format) with the server's Ed25519 key through `jose`: header { alg: EdDSA, typ: JWT, jwk },
 * payload { iss, sub, jti, nbf, exp?, vc }. Any changed byte of the token, its JSON included, fails `jwtVerify`.
 */
import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto'
import { SignJWT, exportJWK, jwtVerify, type JWK } from 'jose'

export const PROGRAMME = 'DEM Certified Career Counsellor'
export const PROGRAMME_DESCRIPTION =
  'Completed the 12 lessons of the DEM counsellor course, passed its final assessment (70% or more) and a practical debrief plan scored by the DEM team.'

export interface CredentialSubject {
  id: string
  name: string
  issuedAt: Date
  expiresAt: Date | null
}

export class CredentialSigner {
  private readonly privateKey: KeyObject
  private readonly publicKey: KeyObject
  private publicJwk: JWK | undefined

  constructor(
    pem: string,
    private readonly siteUrl: string,
  ) {
    this.privateKey = createPrivateKey(pem)
    this.publicKey = createPublicKey(this.privateKey)
  }

  verifyUrl(id: string): string {
    return `${this.siteUrl}/verify/${id}`
  }

  /** The OpenBadgeCredential (the JWT's `vc` claim). */
  credential(subject: CredentialSubject): Record<string, unknown> {
    return {
      '@context': [
        'https://www.w3.org/2018/credentials/v1',
        'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
      ],
      id: this.verifyUrl(subject.id),
      type: ['VerifiableCredential', 'OpenBadgeCredential'],
      issuer: { id: this.siteUrl, type: ['Profile'], name: 'DEM Success Blueprint', url: this.siteUrl },
      issuanceDate: subject.issuedAt.toISOString(),
      ...(subject.expiresAt ? { expirationDate: subject.expiresAt.toISOString() } : {}),
      name: PROGRAMME,
      credentialSubject: {
        type: ['AchievementSubject'],
        name: subject.name,
        achievement: {
          id: `${this.siteUrl}/counsellor#course`,
          type: ['Achievement'],
          achievementType: 'Certificate',
          name: PROGRAMME,
          description: PROGRAMME_DESCRIPTION,
          criteria: { narrative: PROGRAMME_DESCRIPTION },
        },
      },
    }
  }

  async sign(subject: CredentialSubject): Promise<string> {
    this.publicJwk ??= await exportJWK(this.publicKey)
    const jwt = new SignJWT({ vc: this.credential(subject) })
      .setProtectedHeader({ alg: 'EdDSA', typ: 'JWT', jwk: this.publicJwk })
      .setIssuer(this.siteUrl)
      .setSubject(this.verifyUrl(subject.id))
      .setJti(this.verifyUrl(subject.id))
      .setNotBefore(Math.floor(subject.issuedAt.getTime() / 1000))
    if (subject.expiresAt) jwt.setExpirationTime(Math.floor(subject.expiresAt.getTime() / 1000))
    return jwt.sign(this.privateKey)
  }

  /**
   * The credential id of a token this server signed and nobody changed; undefined otherwise. Expiry is not judged
   * here: the verify page says "expired" from the register.
   */
  async verify(token: string): Promise<string | undefined> {
    try {
      const { payload } = await jwtVerify(token.trim(), this.publicKey, {
        algorithms: ['EdDSA'],
        issuer: this.siteUrl,
        clockTolerance: Number.MAX_SAFE_INTEGER,
      })
      const prefix = `${this.siteUrl}/verify/`
      if (typeof payload.jti !== 'string' || !payload.jti.startsWith(prefix)) return undefined
      const vc = payload.vc as { id?: unknown } | undefined
      if (vc?.id !== payload.jti) return undefined
      return payload.jti.slice(prefix.length)
    } catch {
      return undefined
    }
  }
}
