// The 401 bodies of simplejwt/DRF, word for word (see shared/notes/wire-compat.md), each with the
// `WWW-Authenticate` challenge DRF sends. Our ApiError always adds `code`; where DRF omits it we use
// DRF's own code for that exception.

import { ERROR_CODES } from '@solace/contracts';
import { ApiError } from '../http/api-error';

const CHALLENGE = { 'WWW-Authenticate': 'Bearer realm="api"' };

export function notAuthenticated(): ApiError {
  return new ApiError(401, ERROR_CODES.NOT_AUTHENTICATED, 'Authentication credentials were not provided.', {
    headers: CHALLENGE,
  });
}

export function badAuthorizationHeader(): ApiError {
  return new ApiError(
    401,
    ERROR_CODES.BAD_AUTHORIZATION_HEADER,
    'Authorization header must contain two space-delimited values',
    { headers: CHALLENGE },
  );
}

/** An access token that is expired, badly signed, or a refresh token presented as access. */
export function accessTokenNotValid(): ApiError {
  return new ApiError(401, ERROR_CODES.TOKEN_NOT_VALID, 'Given token not valid for any token type', {
    headers: CHALLENGE,
    extra: {
      messages: [
        { token_class: 'AccessToken', token_type: 'access', message: 'Token is invalid or expired' },
      ],
    },
  });
}

/** Every refresh/logout token failure: expired, invalid, wrong type, revoked or reused. */
export function refreshTokenNotValid(): ApiError {
  return new ApiError(401, ERROR_CODES.TOKEN_NOT_VALID, 'Token is invalid or expired', {
    headers: CHALLENGE,
  });
}

export function userNotFound(): ApiError {
  return new ApiError(401, ERROR_CODES.USER_NOT_FOUND, 'User not found', { headers: CHALLENGE });
}

export function userInactive(): ApiError {
  return new ApiError(401, ERROR_CODES.USER_INACTIVE, 'User is inactive', { headers: CHALLENGE });
}

/** Unknown email, wrong password and inactive user all get exactly this. */
export function noActiveAccount(): ApiError {
  return new ApiError(
    401,
    ERROR_CODES.NO_ACTIVE_ACCOUNT,
    'No active account found with the given credentials',
    {
      headers: CHALLENGE,
    },
  );
}
