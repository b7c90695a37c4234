export { SwitchSettingForm } from './components/switch-setting-form';
