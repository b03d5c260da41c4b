/**
 * app: the embedded default (no AI provider); aiApp: the same app with a fake OpenAI-compatible provider.
 * E2E_PORT_BASE moves all three (from 3100), so a second run on the same machine does not collide with one running.
 */
const base = Number(process.env.E2E_PORT_BASE ?? 3100);
export const e2ePorts = { app: base, mailApi: base + 1, aiApp: base + 2 } as const;
