import type { Applicant, SelectedPlan } from '../../app/applicant'

export interface OtpModalProps {
  show: boolean
  applicant: Applicant
  /** A plan chosen before registering: after verification it is applied and checkout opens (SPEC §4). */
  selectedPlan?: SelectedPlan
  /** Whether the code went by SMS too: the modal then says to which number. */
  sms?: boolean
  /** The channel it went by (SMS unless WhatsApp is configured). */
  channel?: 'sms' | 'whatsapp'
  onHide: () => void
  /** After the closing animation; the form returns focus to its submit button here. */
  onExited: () => void
}
