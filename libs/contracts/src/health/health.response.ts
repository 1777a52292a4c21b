export interface ServiceHealthResponse {
  service: string;
  database: 'up' | 'down';
}
