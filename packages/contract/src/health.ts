export interface Health {
  status: 'ok';
  database: 'ok';
  version: string;
  uptimeSeconds: number;
  timestamp: string;
}
