/**
 * The words of the public certificate check (/verify/<credential id>), a page the server renders (server/routes/
 * course-verify.ts): a parent checks a counsellor's certificate in one tap, without JavaScript.
 */
export const verifyContent = {
  title: 'Check a DEM counsellor certificate',
  heading: 'Certificate check',
  programme: 'DEM Certified Career Counsellor',
  states: {
    valid: 'Valid',
    revoked: 'Revoked',
    expired: 'Expired',
    superseded: 'Replaced by a newer certificate',
  },
  stateLead: {
    valid: 'This certificate was issued by DEM Success Blueprint and is valid today.',
    revoked:
      'This certificate was issued by DEM Success Blueprint but has been revoked: it is no longer valid.',
    expired: 'This certificate was issued by DEM Success Blueprint but its validity has ended.',
    superseded:
      'This certificate was replaced by a newer one for the same counsellor (for example after a change of name). Ask for the new one.',
  },
  name: 'Name',
  programmeLabel: 'Programme',
  issued: 'Issued on',
  validUntil: 'Valid until',
  credentialId: 'Credential id',
  notFound: 'We have no certificate with this id. Check the id on the certificate, letter by letter.',
  notFoundHeading: 'Certificate not found',
  download: 'Download the signed credential (Open Badges 3.0)',
  linkedIn: 'Add to LinkedIn',
  checkHeading: 'Check a signed credential file',
  checkLead: 'Paste the text of a credential file (.jwt) downloaded from this page, or choose the file.',
  pasteLabel: 'Credential text',
  fileLabel: 'Or choose the file',
  checkButton: 'Check',
  signatureGood:
    'The signature is good: this credential was issued by DEM Success Blueprint and is unchanged.',
  signatureBad:
    'This credential does not check: it was changed after it was issued, or it was not issued by DEM Success Blueprint.',
  languageSwitch: 'हिन्दी में देखें',
} as const
