import {
  MAX_POST_REQUEST_BYTES,
  CreateBlogPostBody,
  CreateEventBody,
  CreatePodcastEpisodeBody,
  CreateWebinarBody,
  SaveBlogPostBody,
  SaveEventBody,
  SavePodcastEpisodeBody,
  SaveWebinarBody,
} from '@wfc/shared';
import type { FastifyInstance } from 'fastify';
import { blogPostCollection } from './blog-post.collection';
import { registerCollectionRoutes } from './collection.routes';
import { eventsContextOf } from '../events/event-context';
import { eventCollection } from './event.collection';
import { podcastEpisodeCollection } from './podcast-episode.collection';
import { webinarCollection } from './webinar.collection';

/** The admin's lists of content on the Content screen (issue 17, decision 022), one route set each. */
export async function collectionsRoutes(app: FastifyInstance) {
  registerCollectionRoutes(app, {
    path: '/api/admin/content/events',
    collection: eventCollection(eventsContextOf(app)),
    createBody: CreateEventBody,
    saveBody: SaveEventBody,
  });
  registerCollectionRoutes(app, {
    path: '/api/admin/content/blog',
    collection: blogPostCollection,
    createBody: CreateBlogPostBody,
    saveBody: SaveBlogPostBody,
    bodyLimit: MAX_POST_REQUEST_BYTES,
  });
  registerCollectionRoutes(app, {
    path: '/api/admin/content/podcast',
    collection: podcastEpisodeCollection,
    createBody: CreatePodcastEpisodeBody,
    saveBody: SavePodcastEpisodeBody,
  });
  registerCollectionRoutes(app, {
    path: '/api/admin/content/webinars',
    collection: webinarCollection,
    createBody: CreateWebinarBody,
    saveBody: SaveWebinarBody,
  });
}
