import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '@/lib/api-client';
import { imageRefusal } from './ImagePicker';

describe('imageRefusal', () => {
  it("is the server's message when it names the picture, by its code or the picture's field", () => {
    expect(imageRefusal(new ApiError(400, 'Not a picture', undefined, true, 'IMAGE_TYPE'))).toBe('Not a picture');
    expect(imageRefusal(new ApiError(400, 'Bad', [{ path: 'image', message: 'Choose a picture' }]))).toBe(
      'Choose a picture',
    );
  });

  it('is null for any other failure, which the form says in its banner', () => {
    expect(imageRefusal(new ApiError(409, 'That already exists', undefined, true, 'ALREADY_EXISTS'))).toBeNull();
    expect(imageRefusal(new ApiError(500, 'Request failed with status 500', undefined, false))).toBeNull();
    expect(imageRefusal(new NetworkError())).toBeNull();
  });
});
