// Profile → Settings: what the Save Changes button stores (beyond SPEC §2, where it only toasts).
import { z } from 'zod';
import { CurrentUser, DisplayNameText, Theme, UsernameFormat } from './auth';
import { ANY_ROLE, endpoint } from './endpoint';

export const UpdateSettingsBody = z
  .strictObject({
    // Reserved names are refused only when they change (an older account may already have one).
    displayName: DisplayNameText,
    username: UsernameFormat,
    emailNotifications: z.boolean(),
    theme: Theme,
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Send at least one setting to change.');
export type UpdateSettingsBody = z.infer<typeof UpdateSettingsBody>;

export const profileApi = {
  /** SPEC §7: the signed-in user. */
  currentUser: endpoint({ method: 'GET', path: '/api/users/current', response: CurrentUser, roles: ANY_ROLE }),
  updateSettings: endpoint({ method: 'PATCH', path: '/api/users/current', body: UpdateSettingsBody, response: CurrentUser, roles: ANY_ROLE }),
  /**
   * Issue 16: everything I made, as one JSON file to download (Content-Disposition: attachment):
   * `{format, version, exportedAt, sections: {<module>: ...}}`, each record in its contract's shape.
   */
  exportData: endpoint({ method: 'GET', path: '/api/users/current/export', roles: ANY_ROLE }),
};
