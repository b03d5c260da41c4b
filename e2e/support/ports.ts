export const e2ePorts = { app: 3100, mailApi: 3101 } as const;
