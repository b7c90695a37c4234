export { useEvents } from './api/get-events';
export { EventFacts } from './components/event-facts';
export { eventMoment } from './lib/event-date';
export { registrationStateOf } from './lib/registration-state';
