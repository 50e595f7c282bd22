// The ticket search's calendar (PrimeReact's, with the sailing days marked), loaded on its own
// after the home page is interactive: it is the heaviest part of the quick search.
import '../ticketing/ticketing.css';

export { SailingDateField as default } from '../ticketing/search/SailingDateField';
