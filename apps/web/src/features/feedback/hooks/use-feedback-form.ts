/**
 * The general feedback form's state and its rules (spec §5, core validateFeedback): the description keeps no
 * leading whitespace and at most 200 characters, the phone is checked only when contact is allowed and a number is
 * given, at most 4 images.
 */
import { LIMITS, cutChars, validateFeedback, type FeedbackError, type FeedbackValue } from '@portico/core';
import type { UploadedFile } from '@portico/contracts';
import { useState } from 'react';
import type { FeedbackKind } from '@/lib/feedback-dialog.tsx';

export interface FeedbackImage extends Pick<UploadedFile, 'static_url'> {
  name: string;
}

export interface FeedbackFormErrors {
  description?: FeedbackError;
  phone?: FeedbackError;
  images?: FeedbackError;
}

export function useFeedbackForm(initialType: FeedbackKind) {
  const [type, setType] = useState<FeedbackKind>(initialType);
  const [description, setDescriptionRaw] = useState('');
  const [allowContact, setAllowContact] = useState(false);
  const [phone, setPhoneRaw] = useState('');
  const [images, setImages] = useState<FeedbackImage[]>([]);
  const [errors, setErrors] = useState<FeedbackFormErrors>({});

  const setDescription = (raw: string) => {
    // Spec §5: "max 200 characters with leading whitespace stripped".
    setDescriptionRaw(cutChars(raw.replace(/^\s+/, ''), LIMITS.FEEDBACK_TEXT));
    setErrors((e) => ({ ...e, description: undefined }));
  };
  const setPhone = (raw: string) => {
    setPhoneRaw(raw.replace(/\D/g, '').slice(0, LIMITS.PHONE_DIGITS));
    setErrors((e) => ({ ...e, phone: undefined }));
  };

  /** The value to submit, or null with the errors shown. */
  const validate = (): FeedbackValue | null => {
    const result = validateFeedback({
      feedbackType: type,
      description,
      allowContact,
      phone,
      images: images.map((image) => image.static_url),
    });
    if (result.ok) {
      setErrors({});
      return result.value;
    }
    const next: FeedbackFormErrors = {};
    for (const error of result.errors) {
      if (error === 'descriptionRequired' || error === 'descriptionTooLong') next.description ??= error;
      if (error === 'phoneInvalid') next.phone = error;
      if (error === 'tooManyImages') next.images = error;
    }
    setErrors(next);
    return null;
  };

  return {
    type,
    setType,
    description,
    setDescription,
    allowContact,
    setAllowContact,
    phone,
    setPhone,
    images,
    addImage: (image: FeedbackImage) => setImages((list) => [...list, image]),
    removeImage: (url: string) => setImages((list) => list.filter((image) => image.static_url !== url)),
    errors,
    validate,
  };
}

export type FeedbackForm = ReturnType<typeof useFeedbackForm>;
