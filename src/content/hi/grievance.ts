/**
 * The grievance officer in Hindi: the officer is the build's settings (the English module reads them); only the
 * example's designation, which production also accepts as given, has Hindi words. A designation set in the build's
 * settings is shown as it was set.
 */
import { GRIEVANCE_OFFICER_EXAMPLE } from '../../config/grievance'
import * as en from '../grievance'
import type { Localised } from '../localised'

export const GRIEVANCE_HEADING: Localised<typeof en.GRIEVANCE_HEADING> = 'शिकायत अधिकारी'

export const grievanceOfficer: Localised<typeof en.grievanceOfficer> = {
  ...en.grievanceOfficer,
  designation:
    en.grievanceOfficer.designation === GRIEVANCE_OFFICER_EXAMPLE.designation
      ? GRIEVANCE_HEADING
      : en.grievanceOfficer.designation,
}
