// Profile → Settings: what the Save Changes button stores (beyond SPEC §2, where it only toasts).
import { z } from 'zod';
import { DisplayName, Theme, Username } from './auth';

export const UpdateSettingsBody = z
  .strictObject({
    displayName: DisplayName,
    username: Username,
    emailNotifications: z.boolean(),
    theme: Theme,
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Send at least one setting to change.');
export type UpdateSettingsBody = z.infer<typeof UpdateSettingsBody>;
