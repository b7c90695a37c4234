export { RequestConversation } from './components/request-conversation';
