export { useBookableEnablers } from './api/get-bookable-enablers';
export { useEnablerSlots } from './api/get-enabler-slots';
export { SlotDayGroups } from './components/slot-day-groups';
export { timeZoneChoices } from './lib/slot-days';
