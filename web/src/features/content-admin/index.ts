export { ContentPanel } from './components/content-panel';
export { EnablerProfileFields, fromProfileDraft, toProfileDraft } from './components/enabler-profile-fields';
export { PhotoUpload } from './components/photo-upload';
export { VersionedEditor } from './components/versioned-editor';
export { useCreateForm } from './lib/use-create-form';
