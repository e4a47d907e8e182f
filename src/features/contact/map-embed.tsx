import { useState } from 'react'
import { contactMap } from '../../content/contact'

/**
 * Google Maps loads only on request: until then a same-size illustration stands in, so the page makes no
 * third-party request and nothing shifts when the map arrives.
 */
export function MapEmbed() {
  const [shown, setShown] = useState(false)

  if (shown) {
    return (
      <div className="contact-map">
        <iframe
          src={contactMap.embedUrl}
          title={contactMap.iframeTitle}
          width={contactMap.width}
          height={contactMap.height}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          allowFullScreen
        />
      </div>
    )
  }

  return (
    <div className="contact-map contact-map--placeholder">
      <img
        src={contactMap.placeholder}
        alt={contactMap.placeholderAlt}
        width={contactMap.width}
        height={contactMap.height}
        loading="lazy"
      />
      <div className="contact-map__overlay">
        <button type="button" className="btn btn-brand" onClick={() => setShown(true)}>
          {contactMap.showMap}
        </button>
        <p className="contact-map__note">{contactMap.consent}</p>
      </div>
    </div>
  )
}
