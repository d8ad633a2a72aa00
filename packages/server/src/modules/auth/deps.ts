import type { MeUser } from '@bm/contracts';
import type { Db } from '../../db/client.ts';
import type { EmailService } from '../../integrations/email/email-service.ts';

/** What the auth services need from the app. */
export interface AuthDeps {
  db: Db;
  email: EmailService;
  now: () => Date;
  /** Delivers queued emails; call once the transaction that wrote them has committed. */
  deliver: () => void;
  /** What the session tells the web of the server's configuration (MeUser.settings). */
  settings: MeSettings;
}

export type MeSettings = MeUser['settings'];
