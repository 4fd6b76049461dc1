import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { StoredUser } from '@bakrom/shared/schemas/auth';
import { RETURN_PARAM, safeReturnPath } from './return-path';
import { forgetSessionEnd, sessionEnd } from './session-expiry';
import { storeUser } from './storage';
import { applyUserLanguage } from './user-language';

/**
 * What both login pages do around the login: say when the session ran out, and afterwards store the
 * user, speak their language, and go back to the page asked for (a path of this app only), else to the
 * page's own start.
 */
export function useAfterLogin() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnTo = safeReturnPath(params.get(RETURN_PARAM));
  const [expired] = useState(() => sessionEnd()?.reason === 'expired');
  useEffect(() => forgetSessionEnd(), []);

  const finish = async (user: StoredUser, start: string) => {
    storeUser(user);
    // The user's own language replaces the login page's choice.
    applyUserLanguage();
    await navigate(returnTo ?? start, { replace: true });
  };

  return { returnTo, expired, finish };
}
