/** What other features may use of ratings: the panel of a quiz's page and the "How was it?" dialog after a quiz. */
export { RatingModal } from './components/rating-modal';
export { RatingsPanel } from './components/ratings-panel';
