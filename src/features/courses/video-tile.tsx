import { useState } from 'react'
import { coursesVideo } from '../../content/courses'

/** A poster with a play button; the YouTube player (and its requests) load only when it is pressed. */
export function VideoTile() {
  const [playing, setPlaying] = useState(false)
  const aspect = `${coursesVideo.width} / ${coursesVideo.height}`

  return (
    <div className="video-tile" style={{ aspectRatio: aspect }}>
      {playing ? (
        <iframe
          src={coursesVideo.embedUrl}
          title={coursesVideo.iframeTitle}
          width={coursesVideo.width}
          height={coursesVideo.height}
          allow="autoplay; encrypted-media; picture-in-picture"
          allowFullScreen
        />
      ) : (
        <button type="button" className="video-tile__poster" onClick={() => setPlaying(true)}>
          <img
            src={coursesVideo.poster}
            alt={coursesVideo.posterAlt}
            width={coursesVideo.width}
            height={coursesVideo.height}
          />
          <span className="video-tile__play">
            <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false">
              <path d="M9 6l14 8-14 8z" fill="currentColor" />
            </svg>
            <span className="visually-hidden">{coursesVideo.play}</span>
          </span>
        </button>
      )}
    </div>
  )
}
