;;; a11y-lsp.el --- a11y-lsp for Swift buffers through eglot -*- lexical-binding: t; -*-

;; Version: 0.1.0
;; Package-Requires: ((emacs "28.1") (eglot "1.9"))
;; Keywords: languages, tools, accessibility

;;; Commentary:

;; Starts the a11y-lsp language server (SwiftUI accessibility diagnostics,
;; quick fixes, VoiceOver previews) with eglot, which ships with Emacs 29
;; (on Emacs 28, install eglot from ELPA; Debian packages it as elpa-eglot).
;;
;;   (add-to-list 'load-path "/path/to/a11y-lsp/editors/emacs")
;;   (require 'a11y-lsp)
;;   (setq a11y-lsp-settings '(:rules (:role-word-in-label "info") :announcements t :exclude []))
;;   (a11y-lsp-setup)
;;
;; then M-x eglot in a Swift buffer (or add `eglot-ensure' to `swift-mode-hook').
;;
;; eglot runs one server per buffer.  So that a11y-lsp runs beside sourcekit-lsp
;; rather than instead of it, the entry `a11y-lsp-setup' puts first in
;; `eglot-server-programs' starts both through rassumfrassum (`rass', from PyPI:
;; pip install rassumfrassum), which joins several servers into one for eglot.
;; Without `rass' on `exec-path', a11y-lsp runs alone and a warning says why.
;; `a11y-lsp-beside' names the other server (nil: a11y-lsp alone);
;; `a11y-lsp-remove' undoes the setup.

;;; Code:

(require 'eglot)
(require 'cl-lib)
(require 'seq)

(defgroup a11y-lsp nil
  "The a11y-lsp accessibility language server."
  :group 'eglot
  :prefix "a11y-lsp-")

(defcustom a11y-lsp-program "a11y-lsp"
  "The a11y-lsp binary: a name looked up on `exec-path', or a full path."
  :type 'string)

(defcustom a11y-lsp-modes '(swift-mode swift-ts-mode)
  "Major modes whose buffers get a11y-lsp."
  :type '(repeat symbol))

(defcustom a11y-lsp-settings '(:exclude [])
  "Server settings, as a plist in eglot's JSON form.
The keys are those of .a11y-lsp.json: `:rules' (a plist of rule id to
\"off\", \"info\", \"warning\" or \"error\"), `:configFile', `:announcements',
`:exclude' (a vector of globs), `:previews', `:tests', `:platform' and
`:docsBaseURL'.  Use t and :json-false for true and false, and a vector for
a list.  They are sent as initializationOptions and answer the server's
workspace/configuration request for the \"a11y-lsp\" section."
  :type 'plist)

(defcustom a11y-lsp-beside '("sourcekit-lsp")
  "The server a11y-lsp runs beside, as a command list; nil to run a11y-lsp alone.
Both go through `a11y-lsp-multiplexer', since eglot runs one server per buffer."
  :type '(choice (const :tag "a11y-lsp alone" nil) (repeat string)))

(defcustom a11y-lsp-multiplexer '("rass")
  "The command that joins several language servers into one for eglot.
rassumfrassum's `rass' (pip install rassumfrassum) takes the servers after
`--' separators."
  :type '(repeat string))

(defcustom a11y-lsp-hover-first nil
  "Whether a11y-lsp, rather than the server beside it, answers hovers.
rassumfrassum sends hovers (and other requests one server answers) to the first
server it runs.  nil keeps sourcekit-lsp first, so hover shows its symbol
documentation; t puts a11y-lsp first, so hover shows the finding, what
VoiceOver will say and the component's card.  Diagnostics and code actions
come from both either way."
  :type 'boolean)

(defvar a11y-lsp--warned-alone nil
  "Whether the user was told that a11y-lsp runs without `a11y-lsp-beside'.")

(defun a11y-lsp--command ()
  "The command eglot starts: a11y-lsp alone, or it and `a11y-lsp-beside' joined."
  (cond
   ((null a11y-lsp-beside) (list a11y-lsp-program))
   ((and (executable-find (car a11y-lsp-multiplexer)) (executable-find (car a11y-lsp-beside)))
    (if a11y-lsp-hover-first
        (append a11y-lsp-multiplexer (list "--" a11y-lsp-program "--") a11y-lsp-beside)
      (append a11y-lsp-multiplexer (list "--") a11y-lsp-beside (list "--" a11y-lsp-program))))
   (t
    (unless a11y-lsp--warned-alone
      (setq a11y-lsp--warned-alone t)
      (display-warning
       'a11y-lsp
       (format "a11y-lsp runs alone, without %s: %s is not on exec-path (pip install rassumfrassum to run both)"
               (car a11y-lsp-beside)
               (if (executable-find (car a11y-lsp-multiplexer)) (car a11y-lsp-beside) (car a11y-lsp-multiplexer)))))
    (list a11y-lsp-program))))

(defun a11y-lsp--contact (_interactive)
  "The eglot contact for a11y-lsp, with the current settings."
  (append (a11y-lsp--command) (list :initializationOptions a11y-lsp-settings)))

(defun a11y-lsp--entry ()
  "The `eglot-server-programs' entry for a11y-lsp."
  (cons (mapcar (lambda (mode) (list mode :language-id "swift")) a11y-lsp-modes)
        #'a11y-lsp--contact))

(defun a11y-lsp--ours-p (entry)
  "Whether ENTRY of `eglot-server-programs' is the one `a11y-lsp-setup' added."
  (eq (cdr-safe entry) #'a11y-lsp--contact))

;; eglot answers workspace/configuration from `eglot-workspace-configuration'
;; (its default value, overlaid by a project's .dir-locals.el).  `a11y-lsp-setup'
;; replaces the default with a function that adds the "a11y-lsp" section to
;; whatever it held before.
(defvar a11y-lsp--previous-workspace-configuration nil
  "The default `eglot-workspace-configuration' before `a11y-lsp-setup'.")

(defun a11y-lsp-workspace-configuration (&optional server)
  "The user's workspace configuration for SERVER, plus a11y-lsp's section."
  (let ((base a11y-lsp--previous-workspace-configuration))
    (when (functionp base) (setq base (funcall base server)))
    (append (list :a11y-lsp a11y-lsp-settings) (and (listp base) base))))

;; eglot 1.9 (Emacs 28) reads window/logMessage and window/showMessage with strict
;; keyword arguments, and stops with an error on the `logName' field that
;; sourcekit-lsp 6 adds to its log messages.  When the two run side by side, drop
;; the fields eglot does not know before it reads them.
(defun a11y-lsp--standard-message-fields (params)
  "PARAMS of a window message with only the fields of the LSP specification."
  (list :type (plist-get params :type) :message (plist-get params :message)))

(cl-defmethod eglot-handle-notification :around
  (server (method (eql window/logMessage)) &rest params)
  "Let eglot 1.9 read log messages with extra fields (sourcekit-lsp's logName)."
  (apply #'cl-call-next-method server method (a11y-lsp--standard-message-fields params)))

(cl-defmethod eglot-handle-notification :around
  (server (method (eql window/showMessage)) &rest params)
  "Let eglot 1.9 read shown messages with extra fields."
  (apply #'cl-call-next-method server method (a11y-lsp--standard-message-fields params)))

;;;###autoload
(defun a11y-lsp-setup ()
  "Use a11y-lsp for Swift buffers in eglot."
  (interactive)
  (setq eglot-server-programs
        (cons (a11y-lsp--entry) (seq-remove #'a11y-lsp--ours-p eglot-server-programs)))
  (unless (eq (default-value 'eglot-workspace-configuration) #'a11y-lsp-workspace-configuration)
    (setq a11y-lsp--previous-workspace-configuration (default-value 'eglot-workspace-configuration))
    (setq-default eglot-workspace-configuration #'a11y-lsp-workspace-configuration)))

(defun a11y-lsp-remove ()
  "Stop using a11y-lsp for Swift buffers in new eglot sessions."
  (interactive)
  (setq eglot-server-programs (seq-remove #'a11y-lsp--ours-p eglot-server-programs))
  (when (eq (default-value 'eglot-workspace-configuration) #'a11y-lsp-workspace-configuration)
    (setq-default eglot-workspace-configuration a11y-lsp--previous-workspace-configuration)))

(provide 'a11y-lsp)
;;; a11y-lsp.el ends here
