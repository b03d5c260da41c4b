/** What other features use of generation: whether this server has an AI provider (the dashboard's button). */
export { useAiConfigured } from './api/generate-quiz';
