/** app: the embedded default (no AI provider); aiApp: the same app with a fake OpenAI-compatible provider. */
export const e2ePorts = { app: 3100, mailApi: 3101, aiApp: 3102 } as const;
