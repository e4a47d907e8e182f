import { chrome } from '../../content/chrome'
import type { CounsellorProfile } from '../../content/types'

export function CounsellorCard({ profile }: { profile: CounsellorProfile }) {
  return (
    <article className="counsellor-card">
      <img
        className="counsellor-card__photo"
        src={profile.image.src}
        alt={profile.image.alt}
        width={profile.image.width}
        height={profile.image.height}
        loading="lazy"
      />
      <h3 className="counsellor-card__name">{profile.name}</h3>
      <p className="counsellor-card__role">{profile.role}</p>
      <dl className="counsellor-card__facts">
        <div>
          <dt>{chrome.counsellorFacts.students}</dt>
          <dd>{profile.students}</dd>
        </div>
        <div>
          <dt>{chrome.counsellorFacts.courses}</dt>
          <dd>{profile.courses}</dd>
        </div>
        <div>
          <dt>{chrome.counsellorFacts.rating}</dt>
          <dd>
            <span aria-hidden="true">★ </span>
            {profile.rating.toFixed(1)}
          </dd>
        </div>
      </dl>
    </article>
  )
}
