;;; e2e.el --- a11y-lsp.el in a real Emacs and eglot, headless -*- lexical-binding: t; -*-

;; Run by run.sh.  Opens the sample (the Neovim test's fixture) through
;; a11y-lsp-setup and eglot, waits for the diagnostics in flymake, hovers the
;; first Button, applies the preferred code action on it and saves the file.
;; With A11Y_TEST_RASS set (rassumfrassum's `rass'), a11y-lsp runs beside
;; sourcekit-lsp, and the test checks that both answer.

;;; Code:

(require 'cl-lib)
(require 'eglot)
(require 'flymake)
(require 'a11y-lsp)

(defvar e2e-file (getenv "A11Y_TEST_FILE"))
(defvar e2e-seconds 20)

(defun e2e-say (format-string &rest args)
  (princ (concat "   " (apply #'format format-string args) "\n")))

(defun e2e-fail (format-string &rest args)
  (e2e-say "FAIL: %s" (apply #'format format-string args))
  (when-let ((events (get-buffer "*EGLOT (Player/swift-mode) events*")))
    (with-current-buffer events
      (e2e-say "the last of eglot's events log:\n%s"
               (buffer-substring-no-properties (max (point-min) (- (point-max) 3000)) (point-max)))))
  (kill-emacs 1))

(defun e2e-wait (predicate)
  "Wait up to `e2e-seconds' for PREDICATE; its value, or nil."
  (let ((deadline (+ (float-time) e2e-seconds)) value)
    (while (and (not (setq value (funcall predicate))) (< (float-time) deadline))
      (accept-process-output nil 0.05))
    value))

(defun e2e-codes ()
  (sort (mapcar (lambda (diagnostic)
                  (let ((text (flymake-diagnostic-text diagnostic)))
                    (format "%s@%d"
                            (if (string-match "\\[\\([a-z-]+\\)\\]" text) (match-string 1 text) text)
                            (line-number-at-pos (flymake-diagnostic-beg diagnostic)))))
                (flymake-diagnostics))
        #'string<))

(defun e2e-find (code)
  (cl-find-if (lambda (diagnostic) (string-match-p (regexp-quote (format "[%s]" code)) (flymake-diagnostic-text diagnostic)))
              (flymake-diagnostics)))

;; Swift has no major mode in a bare Emacs: a stand-in with the usual name.
(define-derived-mode swift-mode prog-mode "Swift")
(add-to-list 'auto-mode-alist '("\\.swift\\'" . swift-mode))

(defvar e2e-rass (getenv "A11Y_TEST_RASS"))
(if (and e2e-rass (not (string-empty-p e2e-rass)))
    (setq a11y-lsp-multiplexer (list e2e-rass "--quiet-server" "--log-level" "silent")
          a11y-lsp-beside '("sourcekit-lsp")
          a11y-lsp-hover-first (equal (getenv "A11Y_TEST_HOVER_FIRST") "1"))
  (setq a11y-lsp-beside nil))

(setq a11y-lsp-program (getenv "A11Y_LSP_BINARY")
      a11y-lsp-settings '(:rules (:role-word-in-label "off" :empty-control-name "warning") :exclude [])
      eglot-sync-connect t
      ;; flymake shows eglot's diagnostics with the code in brackets, as the echo area does.
      eglot-connect-timeout e2e-seconds)
(a11y-lsp-setup)

(find-file e2e-file)
(unless (eq major-mode 'swift-mode) (e2e-fail "the sample is in %s, not swift-mode" major-mode))
(apply #'eglot (eglot--guess-contact))
(let ((server (e2e-wait #'eglot-current-server)))
  (unless server (e2e-fail "no eglot server within %d s" e2e-seconds))
  (e2e-say "eglot connected: %s" (process-command (jsonrpc--process server)))
  (when a11y-lsp-beside
    ;; sourcekit-lsp answers go-to-definition; a11y-lsp does not.
    (unless (eglot--server-capable :definitionProvider)
      (e2e-fail "a11y-lsp was to run beside sourcekit-lsp, but the server has no definitionProvider: %S"
                (process-command (jsonrpc--process server))))
    (e2e-say "beside sourcekit-lsp: definitionProvider from it, diagnostics from a11y-lsp")))
(flymake-start)

(let ((icon (e2e-wait (lambda () (e2e-find "icon-only-control-name")))))
  (unless icon (e2e-fail "no icon-only-control-name diagnostic within %d s; flymake has %S" e2e-seconds (e2e-codes)))
  (e2e-say "diagnostics: %s" (string-join (e2e-codes) "; "))
  (when (e2e-find "role-word-in-label") (e2e-fail "role-word-in-label was switched off but is reported"))
  (let ((empty (e2e-find "empty-control-name")))
    (unless (and empty (memq (flymake-diagnostic-type empty) '(eglot-warning :warning)))
      (e2e-fail "empty-control-name should be a warning, got %S" (and empty (flymake-diagnostic-type empty)))))
  (e2e-say "settings applied: role-word-in-label off, empty-control-name a warning")

  (goto-char (flymake-diagnostic-beg icon))
  (unless (looking-at "Button") (e2e-fail "the icon-only diagnostic does not start at a Button"))
  ;; Beside sourcekit-lsp, hovers go to whichever server runs first.
  (if (and a11y-lsp-beside (not a11y-lsp-hover-first))
      (e2e-say "hover: answered by sourcekit-lsp, which runs first")
    (let* ((hover (jsonrpc-request (eglot-current-server) :textDocument/hover (eglot--TextDocumentPositionParams)))
           (value (plist-get (plist-get hover :contents) :value)))
      (unless (and (stringp value) (string-match-p "VoiceOver will say" value))
        (e2e-fail "the hover lacks the announcement preview: %S" hover))
      (e2e-say "hover: %d characters, with the VoiceOver preview" (length value))))

  (let* ((actions (eglot-code-actions (point) (1+ (point))))
         (preferred (cl-find-if (lambda (action) (eq (plist-get action :isPreferred) t)) actions)))
    (e2e-say "code actions offered: %s"
             (mapconcat (lambda (action) (plist-get action :title)) actions "; "))
    (unless preferred (e2e-fail "no preferred code action"))
    (eglot--apply-workspace-edit (plist-get preferred :edit))
    (e2e-say "applied: %s" (plist-get preferred :title))))

;; eglot sends the change from an idle timer, which a batch Emacs never runs: send it now.
(eglot--signal-textDocument/didChange)
(unless (e2e-wait (lambda () (flymake-start) (not (e2e-find "icon-only-control-name"))))
  (e2e-fail "icon-only-control-name is still reported after the fix: %S" (e2e-codes)))
(e2e-say "after the fix: %s" (string-join (e2e-codes) "; "))
(save-buffer)
(e2e-say "written: %s" e2e-file)
(kill-emacs 0)
;;; e2e.el ends here
