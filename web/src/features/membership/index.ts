export { EmailChoiceFields, readEmailChoices } from './components/choice-fields';
export { translateOptions } from './lib/option-labels';
