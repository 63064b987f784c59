/**
 * The community's paths on their own: the `/h5/` mobile pages read only these, and a bundle that imports only
 * this module does not carry the whole table (a bundler places modules whole, not single exports).
 */
export const COMMUNITY_API_PATHS = {
  overview: '/api/community/:schoolId/overview',
  posts: '/api/community/:schoolId/posts',
  post: '/api/community/:schoolId/posts/:postId',
  replies: '/api/community/:schoolId/posts/:postId/replies',
  likes: '/api/community/:schoolId/likes',
  visibility: '/api/community/:schoolId/posts/:postId/visibility',
  circles: '/api/community/:schoolId/circles',
  topics: '/api/community/:schoolId/topics',
  honour: '/api/community/:schoolId/honour',
  credit: '/api/community/:schoolId/credit',
  profile: '/api/community/:schoolId/profile',
} as const;
