// Moved to components/ (issue 40); kept for content-admin's preview until its import moves too.
export { ArticleBody } from '../../../components/article-body';
