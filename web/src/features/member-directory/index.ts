export { DirectoryCardView } from './components/directory-card-view';
export { ListingSection } from './components/listing-section';
