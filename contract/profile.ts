// Profile → Settings: what the Save Changes button stores (beyond SPEC §2, where it only toasts).
import { z } from 'zod';
import { CurrentUser, DisplayNameText, NamedUser, Theme, UsernameFormat } from './auth';
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

/** Issue 16: my password, so that nobody but me deletes my account from a device left signed in. */
export const DeleteAccountBody = z.strictObject({ password: z.string().min(1, 'Enter your password.').max(1024) });
export type DeleteAccountBody = z.infer<typeof DeleteAccountBody>;

export const profileApi = {
  /** SPEC §7: the signed-in user. */
  currentUser: endpoint({ method: 'GET', path: '/api/users/current', response: CurrentUser, roles: ANY_ROLE }),
  updateSettings: endpoint({
    method: 'PATCH',
    path: '/api/users/current',
    body: UpdateSettingsBody,
    response: NamedUser,
    roles: ['member', 'mentor'],
  }),
  /**
   * Issue 16: everything I made, as one JSON file to download (Content-Disposition: attachment):
   * `{format, version, exportedAt, sections: {<module>: ...}}`, each record in its contract's shape.
   */
  exportData: endpoint({ method: 'GET', path: '/api/users/current/export', roles: ['member', 'mentor'] }),
  /**
   * Issue 16: everything of mine goes in one transaction (each module's delete hook), the session
   * cookie is cleared. What safeguarding needs is kept apart for moderators (contract/safety.ts
   * KEPT_FOR_DAYS). A wrong password is a 400 on `password` and changes nothing.
   */
  deleteAccount: endpoint({ method: 'DELETE', path: '/api/users/current', body: DeleteAccountBody, status: 204 }),
};
