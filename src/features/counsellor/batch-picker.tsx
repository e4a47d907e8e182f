import { useId, useRef, useState } from 'react'
import { batchSection } from '../../content/counsellor-enrolment'
import { useTypedBeforeHydration } from '../../hooks/use-typed-before-hydration'

/** The 3-day training batch choice. The pick lives only on this page (nothing is stored or sent). */
export function BatchPicker() {
  const [chosen, setChosen] = useState<string>(batchSection.batches[0]?.id ?? '')
  const name = useId()
  const picked = batchSection.batches.find((b) => b.id === chosen)
  // A batch picked before this part hydrated is checked on screen: the choice shown below follows it.
  const fieldset = useRef<HTMLFieldSetElement>(null)
  useTypedBeforeHydration(fieldset, (_field, value) => setChosen(String(value)))

  return (
    <fieldset className="batch-picker" ref={fieldset}>
      <legend className="visually-hidden">{batchSection.legend}</legend>
      <div className="row row-cols-1 row-cols-md-3 g-3">
        {batchSection.batches.map((batch) => {
          const id = `${name}-${batch.id}`
          return (
            <div className="col" key={batch.id}>
              <input
                className="batch-picker__input"
                type="radio"
                id={id}
                name={name}
                value={batch.id}
                data-field="batch"
                checked={chosen === batch.id}
                onChange={() => setChosen(batch.id)}
              />
              <label className="batch-picker__option" htmlFor={id}>
                <span className="batch-picker__label">{batch.label}</span>
                <span>{batch.days}</span>
                <span className="batch-picker__time">{batch.time}</span>
              </label>
            </div>
          )
        })}
      </div>
      {picked && (
        <p className="batch-picker__chosen" aria-live="polite">
          {batchSection.chosen}: <strong>{picked.label}</strong> ({picked.days}, {picked.time})
        </p>
      )}
    </fieldset>
  )
}
