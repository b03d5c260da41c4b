/** serve.ts lists this address in ADMIN_EMAILS, so whoever registers with it on the e2e app is an admin. */
export const e2eAdminEmail = 'admin@quiz-adventure.test';
