/* global window, document, fetch, URL, setTimeout */
// The simulated gateway's checkout script, served at /api/payment/simulator/checkout.js when no Razorpay keys
// are configured. It offers the same surface as Razorpay's checkout.js: new Razorpay(options), open(), close(),
// on('payment.failed', cb), options.handler, options.modal.ondismiss and options.modal.handleback. Its window is a
// dialog in the page.
;(function () {
  'use strict'
  // The window's words in each language, keyed by the page's <html lang> (the first is the fallback): the server
  // writes them in when it serves this script, from src/content/simulated-gateway.ts and its Hindi twin
  // (server/routes/simulator.ts).
  var TEXTS = /* TEXTS */ null
  var script = document.currentScript
  var apiOrigin = script && script.src ? new URL(script.src).origin : window.location.origin
  var STYLE_ID = 'sim-rzp-style'
  var css =
    '.sim-rzp-backdrop{position:fixed;inset:0;z-index:2147483000;background:rgba(15,23,42,.62);display:flex;' +
    'align-items:center;justify-content:center;padding:16px;font-family:system-ui,-apple-system,"Segoe UI",Roboto,' +
    // A Hindi page's own Devanagari font (the English pages have none: their system's draws Devanagari).
    '"Noto Sans Devanagari",sans-serif}' +
    '.sim-rzp-dialog{background:#fff;color:#1e1b4b;border-radius:14px;box-shadow:0 20px 50px rgba(0,0,0,.35);' +
    'width:100%;max-width:400px;padding:20px 20px 18px;box-sizing:border-box;position:relative}' +
    '.sim-rzp-dialog h2{font-size:1.1rem;margin:0 36px 4px 0;line-height:1.3;color:#1e1b4b}' +
    '.sim-rzp-note{margin:0 0 14px;font-size:.85rem;color:#475569}' +
    '.sim-rzp-dl{margin:0 0 16px;display:grid;grid-template-columns:auto 1fr;gap:6px 12px;font-size:.9rem}' +
    '.sim-rzp-dl dt{color:#475569}.sim-rzp-dl dd{margin:0;font-weight:600;word-break:break-all;color:#0f172a}' +
    '.sim-rzp-amount{font-size:1.5rem;font-weight:700;color:#0f172a;margin:0 0 16px}' +
    '.sim-rzp-actions{display:flex;flex-direction:column;gap:10px}' +
    '.sim-rzp-btn{font:inherit;font-size:1rem;font-weight:600;border-radius:10px;padding:12px 16px;cursor:pointer;' +
    'min-height:44px;border:2px solid transparent}' +
    '.sim-rzp-pay{background:#4338ca;color:#fff}.sim-rzp-pay:hover{background:#3730a3}' +
    '.sim-rzp-fail{background:#fff;color:#b91c1c;border-color:#b91c1c}.sim-rzp-fail:hover{background:#fef2f2}' +
    '.sim-rzp-btn:disabled{opacity:.7;cursor:progress}' +
    '.sim-rzp-close{position:absolute;top:10px;right:10px;width:40px;height:40px;border-radius:50%;border:0;' +
    'background:transparent;color:#1e1b4b;font-size:1.6rem;line-height:1;cursor:pointer}' +
    '.sim-rzp-close:hover{background:#eef2ff}' +
    '.sim-rzp-dialog button:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}' +
    '.sim-rzp-error{color:#b91c1c;font-size:.9rem;margin:10px 0 0;min-height:1em}'
  var counter = 0

  // Indian digit grouping (12,34,567.5), as Intl.NumberFormat('en-IN') writes it, done by hand: the page's first
  // Intl.NumberFormat sets up ICU's number formatting, which took ~200 ms of a 4x-slowed CPU in the tap on Pay Now.
  // The pages' own twin is formatIndian (src/content/format.ts); this script is served as it is, so it cannot
  // import it.
  function rupees(paise) {
    var total = Math.round(Number(paise))
    var digits = String(Math.floor(total / 100))
    var head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')
    var fraction = String(total % 100)
      .padStart(2, '0')
      .replace(/0+$/, '')
    return '\u20b9' + (head ? head + ',' : '') + digits.slice(-3) + (fraction ? '.' + fraction : '')
  }

  function el(tag, attrs, text) {
    var node = document.createElement(tag)
    Object.keys(attrs || {}).forEach(function (key) {
      node.setAttribute(key, attrs[key])
    })
    if (text !== undefined) node.textContent = text
    return node
  }

  /** The page's language: its <html lang> if the server sent words for it, else the first (English). */
  function pageLanguage() {
    var lang = document.documentElement.lang
    return Object.prototype.hasOwnProperty.call(TEXTS, lang) ? lang : Object.keys(TEXTS)[0]
  }

  function post(path, body, texts) {
    return fetch(apiOrigin + path, {
      method: 'POST',
      // The buyer's session cookie: only the buyer whose order it is may pay it.
      credentials: 'include',
      // X-Language, as the site's own API client sends it: the server's refusals come in the page's language.
      headers: { 'Content-Type': 'application/json', 'X-Language': texts.language },
      body: JSON.stringify(body),
    }).then(
      function (response) {
        return response.json().then(function (data) {
          if (!response.ok) throw new Error((data && data.message) || texts.unreachable)
          return data
        })
      },
      function () {
        throw new Error(texts.unreachable)
      },
    )
  }

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options)
    if (!options || !options.order_id) throw new Error('Razorpay: options.order_id is required')
    this.options = options
    this.callbacks = {}
    this.root = null
    this.previousFocus = null
    this.previousOverflow = ''
    this.historyMark = null
    this.onPop = null
  }

  Razorpay.prototype.on = function (event, callback) {
    ;(this.callbacks[event] = this.callbacks[event] || []).push(callback)
    return this
  }

  // Closes the window; `then` runs once the history entry the window added (see handleback) is gone again.
  Razorpay.prototype.close = function (then) {
    var done = typeof then === 'function' ? then : function () {}
    if (!this.root) return
    this.root.remove()
    this.root = null
    document.removeEventListener('keydown', this.onKey, true)
    window.removeEventListener('popstate', this.onPop)
    document.body.style.overflow = this.previousOverflow
    if (this.previousFocus && typeof this.previousFocus.focus === 'function') this.previousFocus.focus()
    var mark = this.historyMark
    this.historyMark = null
    if (!mark || !window.history.state || window.history.state.simRzp !== mark) return done()
    var finished = false
    var finish = function () {
      if (finished) return
      finished = true
      window.removeEventListener('popstate', finish)
      done()
    }
    window.addEventListener('popstate', finish)
    setTimeout(finish, 1000)
    window.history.back()
  }

  Razorpay.prototype.open = function () {
    if (this.root) return this
    var options = this.options
    var texts = TEXTS[pageLanguage()]
    if (!document.getElementById(STYLE_ID)) {
      var style = el('style', { id: STYLE_ID })
      style.textContent = css
      document.head.appendChild(style)
    }
    counter += 1
    var titleId = 'sim-rzp-title-' + counter
    var noteId = 'sim-rzp-note-' + counter
    var backdrop = el('div', { class: 'sim-rzp-backdrop' })
    var dialog = el('div', {
      class: 'sim-rzp-dialog',
      role: 'dialog',
      'aria-modal': 'true',
      'aria-labelledby': titleId,
      'aria-describedby': noteId,
      tabindex: '-1',
    })
    dialog.appendChild(el('h2', { id: titleId }, texts.title))
    dialog.appendChild(el('p', { id: noteId, class: 'sim-rzp-note' }, texts.note))
    dialog.appendChild(el('p', { class: 'sim-rzp-amount' }, rupees(options.amount)))
    var details = el('dl', { class: 'sim-rzp-dl' })
    var rows = [
      [texts.merchant, options.name || ''],
      [texts.purpose, options.description || ''],
      [texts.order, options.order_id],
    ]
    rows.forEach(function (row) {
      if (!row[1]) return
      details.appendChild(el('dt', {}, row[0]))
      details.appendChild(el('dd', {}, row[1]))
    })
    dialog.appendChild(details)
    var actions = el('div', { class: 'sim-rzp-actions' })
    var pay = el(
      'button',
      { type: 'button', class: 'sim-rzp-btn sim-rzp-pay' },
      texts.pay.replace('{amount}', rupees(options.amount)),
    )
    var fail = el('button', { type: 'button', class: 'sim-rzp-btn sim-rzp-fail' }, texts.fail)
    var close = el('button', { type: 'button', class: 'sim-rzp-close', 'aria-label': texts.close }, '\u00d7')
    var error = el('p', { class: 'sim-rzp-error', role: 'alert' })
    actions.appendChild(pay)
    actions.appendChild(fail)
    dialog.appendChild(actions)
    dialog.appendChild(error)
    dialog.appendChild(close)
    backdrop.appendChild(dialog)

    // While a Pay or Fail is on its way the window cannot be closed (as in Razorpay's): a close then would tell
    // the page the buyer gave up on a payment that is about to go through. Focus waits on the dialog.
    var working = false
    function busy(on) {
      working = on
      pay.disabled = on
      fail.disabled = on
      close.disabled = on
      if (on) dialog.focus()
    }

    pay.addEventListener('click', () => {
      busy(true)
      error.textContent = ''
      post('/api/payment/simulator/pay', { order_id: options.order_id }, texts).then(
        (response) => {
          this.close(function () {
            if (typeof options.handler === 'function') options.handler(response)
          })
        },
        function (reason) {
          busy(false)
          error.textContent = reason.message
        },
      )
    })
    fail.addEventListener('click', () => {
      busy(true)
      error.textContent = ''
      post('/api/payment/simulator/fail', { order_id: options.order_id }, texts).then(
        (response) => {
          this.close(() => {
            ;(this.callbacks['payment.failed'] || []).forEach(function (callback) {
              callback(response)
            })
          })
        },
        function (reason) {
          busy(false)
          error.textContent = reason.message
        },
      )
    })
    const dismiss = () => {
      if (working) return
      this.close(function () {
        if (options.modal && typeof options.modal.ondismiss === 'function') options.modal.ondismiss()
      })
    }
    close.addEventListener('click', dismiss)
    this.onKey = function (event) {
      if (event.key === 'Escape') {
        event.preventDefault()
        dismiss()
      } else if (event.key === 'Tab') {
        // Keep focus inside the modal dialog.
        var focusable = [pay, fail, close].filter(function (b) {
          return !b.disabled
        })
        var first = focusable[0]
        var last = focusable[focusable.length - 1]
        if (!first || !last) {
          event.preventDefault()
          return
        }
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault()
          last.focus()
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault()
          first.focus()
        }
      }
    }
    this.previousFocus = document.activeElement
    this.previousOverflow = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    document.body.appendChild(backdrop)
    document.addEventListener('keydown', this.onKey, true)
    this.root = backdrop
    // Like Razorpay's modal.handleback (on unless false): the window adds a history entry, so Back closes the
    // window instead of leaving the page; while a payment is on its way Back is refused, as Escape is.
    if (!(options.modal && options.modal.handleback === false)) {
      var mark = 'sim-rzp-' + counter
      var addEntry = function () {
        window.history.pushState(Object.assign({}, window.history.state, { simRzp: mark }), '')
      }
      addEntry()
      this.historyMark = mark
      this.onPop = () => {
        if (window.history.state && window.history.state.simRzp === mark) return
        if (working) return addEntry()
        this.historyMark = null
        dismiss()
      }
      window.addEventListener('popstate', this.onPop)
    }
    pay.focus()
    return this
  }

  window.Razorpay = Razorpay
})()
