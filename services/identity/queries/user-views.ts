import { UserDoc } from '../projections/users.projection';

/** The own profile, as GET /account/getuser returns it. */
export function ownProfile(user: UserDoc) {
  return {
    id: user._id,
    email: user.email,
    fullname: user.fullname,
    address: user.address,
    mobile: user.mobile,
    social_link: user.social_link,
    role: user.role,
    profile_image: user.profile_image || null,
    bio: user.bio,
    Linkedin: user.Linkedin,
    facebook: user.facebook,
    is_active: user.is_active,
    mc_hash: null,
    companyInfo: user.companyInfo,
    created_at: user.created_at,
  };
}

/**
 * What another signed-in user may see of a profile: no e-mail, mobile or address, and of the company only
 * what a business card shows (its registration and tax numbers and address stay with the user).
 */
export function publicProfile(user: UserDoc) {
  return {
    id: user._id,
    fullname: user.fullname,
    profile_image: user.profile_image || null,
    bio: user.bio,
    role: user.role,
    social_link: user.social_link,
    Linkedin: user.Linkedin,
    facebook: user.facebook,
    companyInfo: publicCompany(user),
  };
}

export function publicCompany(user: Pick<UserDoc, 'companyInfo'>) {
  const company = user.companyInfo;
  return company ? { name: company.name, website: company.website, industry: company.industry } : null;
}
