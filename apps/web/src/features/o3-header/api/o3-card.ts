import { O3CARD_API_PATHS, type O3NicknameInfo, type O3NoticeCount } from '@portico/contracts';
import { o3Language, type LanguageCode } from '@portico/core';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export interface O3Card {
  nickName: string | null;
  avatar: string | null;
  notices: number;
}

/**
 * Spec §7 get-nickname-info and get-notice-count (language cn/en). Not "authenticated calls" for the generic
 * failed-auth handler: spec §8 gives O3 user info its own reactions (o3-card.tsx), so a 401 is an answer here.
 */
async function fetchO3Card(schoolId: string, lang: LanguageCode): Promise<O3Card> {
  const query = { tenantId: schoolId, language: o3Language(lang) };
  const [info, count] = await Promise.all([
    apiRequest<O3NicknameInfo>(O3CARD_API_PATHS.nicknameInfo, { query, auth: false }),
    apiRequest<O3NoticeCount>(O3CARD_API_PATHS.noticeCount, { query, auth: false }),
  ]);
  return { nickName: info.nickName, avatar: info.nickNameAvatar, notices: count.count };
}

export function useO3Card(schoolId: string, lang: LanguageCode) {
  return useQuery({
    queryKey: ['o3-card', schoolId, lang],
    queryFn: () => fetchO3Card(schoolId, lang),
    retry: false,
  });
}
