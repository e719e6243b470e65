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
;; eglot runs one server per buffer: for Swift buffers a11y-lsp then takes the
;; place of sourcekit-lsp.  `a11y-lsp-setup' puts it first in
;; `eglot-server-programs', and `a11y-lsp-remove' undoes that.

;;; Code:

(require 'eglot)
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

(defun a11y-lsp--contact (_interactive)
  "The eglot contact for a11y-lsp, with the current settings."
  (list a11y-lsp-program :initializationOptions a11y-lsp-settings))

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
