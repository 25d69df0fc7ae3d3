import { idOf } from '../../platform/event-store/streams.rules';
import { Projection } from '../../platform/projections/projection.types';
import { UserEvent } from '../domain/identity.events';
import { snakeFields, upsert } from '../../platform/projections/upsert.helper';

export const USERS = 'users';

/** Profile fields as the API names them, from the event's field names. */
const PROFILE_FIELDS: Record<string, string> = {
  fullname: 'fullname',
  address: 'address',
  mobile: 'mobile',
  socialLink: 'social_link',
  role: 'role',
  profileImage: 'profile_image',
  bio: 'bio',
  linkedin: 'Linkedin',
  facebook: 'facebook',
};

/** The user's company as `getuser` returns it (`companyInfo`). */
export interface CompanyInfoDoc {
  name: string;
  registration_number: string;
  tax_id: string;
  website: string;
  industry: string;
  address: string;
  address_location: string;
  position: string;
  updated_at: string;
}

export interface UserDoc {
  _id: string;
  email: string;
  fullname: string;
  address: string;
  mobile: string;
  social_link: string;
  role: string;
  profile_image: string;
  bio: string;
  Linkedin: string;
  facebook: string;
  is_active: boolean;
  created_at: string;
  companyInfo: CompanyInfoDoc | null;
  [key: string]: unknown;
}

/** Users (profiles, e-mail lookup). Sessions, revoked or not, are the user-sessions projection's. */
export const usersProjection: Projection<UserEvent> = {
  name: 'identity.users',
  collections: [USERS],
  // Pages: everyone by sign-up time, either way (allusers, newuser), reading only the page's users.
  indexes: [{ collection: USERS, fields: ['email'], pages: [{ equal: [], sort: { created_at: 1, _id: 1 } }] }],
  handlers: {
    async UserRegistered(event, w) {
      const { data } = event;
      await upsert(
        w,
        USERS,
        data.userId,
        { email: data.email },
        {
          fullname: '',
          address: '',
          mobile: '',
          social_link: '',
          role: '',
          profile_image: '',
          bio: '',
          Linkedin: '',
          facebook: '',
          is_active: true,
          created_at: event.metadata.time,
          companyInfo: null,
        },
      );
    },
    async UserProfileUpdated(event, w) {
      const $set: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(event.data)) if (PROFILE_FIELDS[key]) $set[PROFILE_FIELDS[key]] = value;
      await w.updateOne(USERS, { _id: idOf(event.stream) }, { $set });
    },
    async CompanyInfoSet(event, w) {
      const { data } = event;
      const companyInfo: CompanyInfoDoc = {
        ...snakeFields(data, 'name', 'registrationNumber', 'taxId', 'website', 'industry', 'address', 'addressLocation', 'position'),
        updated_at: event.metadata.time,
      };
      await w.updateOne(USERS, { _id: idOf(event.stream) }, { $set: { companyInfo } });
    },
    async ProfileImageDeleted(event, w) {
      await w.updateOne(USERS, { _id: idOf(event.stream) }, { $set: { profile_image: '' } });
    },
  },
};
