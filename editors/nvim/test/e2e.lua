-- The headless end-to-end check run.sh drives: a real Neovim, the plugin, the
-- server. Opens the sample, waits for its diagnostics, hovers a Button, applies
-- the preferred code action on the icon-only button and writes the buffer.
--
-- Environment: A11Y_LSP_BINARY (the server), A11Y_TEST_FILE (the Swift file to
-- open, inside A11Y_TEST_ROOT, which holds a Package.swift), A11Y_TEST_REPORT
-- (where the step log goes; run.sh prints it). With A11Y_TEST_SCENARIO=missing the
-- plugin is given a server command that does not exist, and the test passes when
-- the user is told so on opening the Swift file.

local binary = assert(os.getenv("A11Y_LSP_BINARY"), "A11Y_LSP_BINARY is not set")
local file = assert(os.getenv("A11Y_TEST_FILE"), "A11Y_TEST_FILE is not set")
local root = assert(os.getenv("A11Y_TEST_ROOT"), "A11Y_TEST_ROOT is not set")
local report_path = assert(os.getenv("A11Y_TEST_REPORT"), "A11Y_TEST_REPORT is not set")

local WAIT_MS = 20000

local report = assert(io.open(report_path, "w"))
local function say(text)
  report:write(text, "\n")
  report:flush()
end

local function inspect(value)
  return vim.inspect(value, { newline = " ", indent = "" })
end

-- What arrived from the server, for the failure report.
local arrived = { push = 0, pull = 0, messages = {}, raw = nil }

local function wrap(method, record)
  local original = vim.lsp.handlers[method]
  vim.lsp.handlers[method] = function(err, result, ctx, config)
    record(err, result, ctx)
    if original then
      return original(err, result, ctx, config)
    end
  end
end

wrap("textDocument/publishDiagnostics", function(_, result)
  arrived.push = arrived.push + 1
  arrived.raw = result and result.diagnostics
end)
if vim.lsp.handlers["textDocument/diagnostic"] then
  wrap("textDocument/diagnostic", function(err, result)
    arrived.pull = arrived.pull + 1
    if err then
      table.insert(arrived.messages, "pull error: " .. inspect(err))
    elseif result and result.items then
      arrived.raw = result.items
    end
  end)
end
for _, method in ipairs({ "window/showMessage", "window/logMessage" }) do
  wrap(method, function(_, result)
    table.insert(arrived.messages, method .. ": " .. tostring(result and result.message))
  end)
end
-- Messages from the plugin and Neovim itself (a failed start, a bad setting).
local notify = vim.notify
vim.notify = function(message, level, opts)
  table.insert(arrived.messages, "notify: " .. tostring(message))
  return notify(message, level, opts)
end

local function fail(text)
  error({ a11y_failure = text }, 0)
end

local function check(condition, text)
  if not condition then
    fail(text)
  end
end

local function clients_of(bufnr)
  if vim.lsp.get_clients then
    return vim.lsp.get_clients({ bufnr = bufnr, name = "a11y-lsp" })
  end
  local found = {}
  for _, client in pairs(vim.lsp.buf_get_clients(bufnr)) do
    if client.name == "a11y-lsp" then
      table.insert(found, client)
    end
  end
  return found
end

local function ours(bufnr)
  local found = {}
  for _, diagnostic in ipairs(vim.diagnostic.get(bufnr)) do
    if diagnostic.source == "a11y-lsp" then
      table.insert(found, diagnostic)
    end
  end
  return found
end

local function find(diagnostics, code)
  for _, diagnostic in ipairs(diagnostics) do
    if diagnostic.code == code then
      return diagnostic
    end
  end
  return nil
end

local function codes(diagnostics)
  local list = {}
  for _, diagnostic in ipairs(diagnostics) do
    table.insert(list, ("%s@%d:%d"):format(tostring(diagnostic.code), diagnostic.lnum + 1, diagnostic.col + 1))
  end
  table.sort(list)
  return table.concat(list, ", ")
end

local state = {}

local function run()
  local version = vim.version()
  say(("nvim %d.%d.%d"):format(version.major, version.minor, version.patch))

  vim.opt.runtimepath:prepend(os.getenv("A11Y_PLUGIN_DIR"))
  local plugin = require("a11y-lsp")
  local method = os.getenv("A11Y_NVIM_METHOD")
  if method == "" then
    method = nil
  end
  say("plugin start method: " .. (method or plugin.method()))

  if os.getenv("A11Y_TEST_SCENARIO") == "missing" then
    local missing = "a11y-lsp-that-is-not-installed"
    plugin.setup({ method = method, cmd = { missing } })
    pcall(vim.cmd, "edit! " .. vim.fn.fnameescape(file))
    local warning
    vim.wait(WAIT_MS, function()
      for _, message in ipairs(arrived.messages) do
        if message:find("cannot start the server", 1, true) and message:find(missing, 1, true) then
          warning = message
          return true
        end
      end
      return false
    end, 50)
    check(warning ~= nil, "no warning that the server " .. missing .. " is missing within " .. WAIT_MS .. " ms")
    say("warned: " .. warning)
    local count = 0
    for _, message in ipairs(arrived.messages) do
      if message:find("cannot start the server", 1, true) then
        count = count + 1
      end
    end
    vim.cmd("edit! " .. vim.fn.fnameescape(file))
    check(count == 1, "the warning was given " .. count .. " times")
    return
  end

  if os.getenv("A11Y_TEST_SCENARIO") == "workspace" then
    -- Only Home.swift is opened; what its Button(symbol:) shows is declared in a file the
    -- editor never opens, which the server reads into its workspace index.
    plugin.setup({ method = method, cmd = { binary } })
    vim.cmd("edit! " .. vim.fn.fnameescape(file))
    local bufnr = vim.api.nvim_get_current_buf()
    local icon
    vim.wait(WAIT_MS, function()
      icon = find(ours(bufnr), "icon-only-control-name")
      return icon ~= nil
    end, 50)
    check(icon ~= nil, "no icon-only-control-name diagnostic through the other file within " .. WAIT_MS .. " ms; got: " .. codes(ours(bufnr)))
    check(icon.lnum + 1 == 10, "the finding is on line " .. (icon.lnum + 1) .. ", expected 10")
    say(("finding from another file: %s (%d push, %d pull)"):format(codes({ icon }), arrived.push, arrived.pull))
    return
  end

  if os.getenv("A11Y_TEST_SCENARIO") == "tree" then
    -- The code lens above the view's body, its command run as Neovim runs a lens (the
    -- plugin's client-side handler, which asks the server), then :A11yTree at the cursor.
    plugin.setup({ method = method, cmd = { binary } })
    vim.cmd("edit! " .. vim.fn.fnameescape(file))
    local bufnr = vim.api.nvim_get_current_buf()
    local client
    vim.wait(WAIT_MS, function()
      client = clients_of(bufnr)[1]
      return client ~= nil and client.initialized ~= false and client.server_capabilities ~= nil
    end, 50)
    check(client ~= nil, "no a11y-lsp client attached to the buffer within " .. WAIT_MS .. " ms")
    local provider = client.server_capabilities.executeCommandProvider
    check(provider and vim.tbl_contains(provider.commands or {}, "a11y-lsp.accessibilityTree"),
      "the server does not offer the tree command: " .. inspect(provider))

    -- Neovim asks for lenses itself too; a request a newer one replaced is answered
    -- ContentModified (-32801), and a client asks again.
    local lenses
    for _ = 1, 5 do
      local answers = vim.lsp.buf_request_sync(bufnr, "textDocument/codeLens", { textDocument = { uri = vim.uri_from_bufnr(bufnr) } }, WAIT_MS)
      local answer = answers and answers[client.id]
      if not (answer and answer.err and answer.err.code == -32801) then
        lenses = answer and answer.result
        break
      end
    end
    check(type(lenses) == "table" and #lenses == 1, "expected one code lens, got " .. inspect(lenses))
    local lens = lenses[1]
    check(lens.command and lens.command.title == "VoiceOver: 3 elements", "the lens says " .. inspect(lens.command))
    check(lens.range.start.line == 8, "the lens is on line " .. (lens.range.start.line + 1) .. ", expected 9 (body)")
    say("code lens on line " .. (lens.range.start.line + 1) .. ": " .. lens.command.title)

    local handler = vim.lsp.commands[lens.command.command]
    check(handler ~= nil, "the plugin registered no handler for " .. lens.command.command)
    handler(lens.command, { bufnr = bufnr, client_id = client.id })
    local tree_name = require("a11y-lsp.tree").buffer_name(bufnr)
    local function tree_text()
      for _, candidate in ipairs(vim.api.nvim_list_bufs()) do
        if vim.api.nvim_buf_get_name(candidate) == tree_name and vim.fn.bufwinid(candidate) ~= -1 then
          return table.concat(vim.api.nvim_buf_get_lines(candidate, 0, -1, false), "\n")
        end
      end
      return nil
    end
    local shown
    vim.wait(WAIT_MS, function()
      shown = tree_text()
      return shown ~= nil and shown:find("Shuffle button, Button", 1, true) ~= nil
    end, 50)
    check(shown ~= nil, "no tree split named " .. tree_name .. " within " .. WAIT_MS .. " ms")
    check(shown:find("## PlayerControls: 3 elements", 1, true) ~= nil, "the tree lacks its heading: " .. shown)
    check(shown:find('- line 17: `"Shuffle button, Button"`', 1, true) ~= nil, "the tree lacks the shuffle button: " .. shown)
    check(vim.api.nvim_get_current_buf() == bufnr, "the cursor left the Swift buffer")
    say("the lens's command showed the tree in a split: " .. #vim.split(shown, "\n") .. " lines")

    -- :A11yTree for the cursor, after an edit: the split shows the new tree.
    vim.api.nvim_buf_set_lines(bufnr, 21, 22, false, { '            Toggle("Repeat", isOn: $muted)' })
    vim.api.nvim_win_set_cursor(0, { 12, 0 })
    vim.cmd("A11yTree")
    vim.wait(WAIT_MS, function()
      shown = tree_text()
      return shown ~= nil and shown:find("Repeat, On, Switch button", 1, true) ~= nil
    end, 50)
    check(shown ~= nil and shown:find("Repeat, On, Switch button", 1, true) ~= nil, ":A11yTree did not show the edited tree: " .. tostring(shown))
    say(":A11yTree showed the edited view's tree")
    vim.cmd("edit! " .. vim.fn.fnameescape(file))
    return
  end

  plugin.setup({
    method = method,
    cmd = { binary },
    settings = {
      rules = { ["role-word-in-label"] = "off", ["empty-control-name"] = "warning" },
      announcements = true,
    },
  })

  vim.cmd("edit! " .. vim.fn.fnameescape(file))
  local bufnr = vim.api.nvim_get_current_buf()
  check(vim.bo[bufnr].filetype == "swift", "the sample did not get the swift filetype: " .. vim.bo[bufnr].filetype)

  local client
  vim.wait(WAIT_MS, function()
    client = clients_of(bufnr)[1]
    return client ~= nil and client.initialized ~= false and client.server_capabilities ~= nil
  end, 50)
  check(client ~= nil, "no a11y-lsp client attached to the buffer within " .. WAIT_MS .. " ms")
  say("client attached: root " .. tostring(client.config.root_dir) .. ", position encoding " .. tostring(client.offset_encoding))
  check(client.config.root_dir == root, "root_dir is " .. tostring(client.config.root_dir) .. ", expected " .. root)
  if client.server_info then
    say("server: " .. tostring(client.server_info.name) .. " " .. tostring(client.server_info.version))
  end

  local negotiated = client.server_capabilities.diagnosticProvider and "pull" or "push"
  say("diagnostics negotiated: " .. negotiated)

  -- The keys for hover and code actions: Neovim's own from 0.11 (K from 0.10), the plugin's before.
  for _, key in ipairs({ "K", "gra" }) do
    check(vim.fn.maparg(key, "n") ~= "" or (key == "K" and vim.fn.has("nvim-0.10") == 1),
      "no mapping for " .. key .. " in the Swift buffer")
  end
  say("keys: K " .. (vim.fn.maparg("K", "n") ~= "" and "mapped" or "Neovim's default") .. ", gra mapped")

  local icon
  vim.wait(WAIT_MS, function()
    icon = find(ours(bufnr), "icon-only-control-name")
    return icon ~= nil
  end, 50)
  state.diagnostics = ours(bufnr)
  check(icon ~= nil, "no icon-only-control-name diagnostic within " .. WAIT_MS .. " ms")
  say(("diagnostics (%d push, %d pull): %s"):format(arrived.push, arrived.pull, codes(state.diagnostics)))
  if negotiated == "pull" then
    check(arrived.pull > 0, "the server offered pull diagnostics but none were pulled")
  else
    check(arrived.push > 0, "the server pushes diagnostics but none were published")
  end

  -- The settings reached the server: one rule off, another at warning.
  check(find(state.diagnostics, "role-word-in-label") == nil, "role-word-in-label was switched off but is reported")
  local empty = find(state.diagnostics, "empty-control-name")
  check(empty ~= nil, "no empty-control-name diagnostic")
  check(empty.severity == vim.diagnostic.severity.WARN, "empty-control-name should be a warning, got severity " .. tostring(empty.severity))
  say("settings applied: role-word-in-label off, empty-control-name a warning")

  -- announcements = true reached the server too: it answers inlay hints.
  local last = vim.api.nvim_buf_line_count(bufnr)
  -- Neovim asks for hints itself too; a request a newer one replaced is answered ContentModified
  -- (-32801), and a client asks again.
  local hinted
  for _ = 1, 5 do
    hinted = vim.lsp.buf_request_sync(bufnr, "textDocument/inlayHint", {
      textDocument = { uri = vim.uri_from_bufnr(bufnr) },
      range = { start = { line = 0, character = 0 }, ["end"] = { line = last, character = 0 } },
    }, WAIT_MS)
    local answer = hinted and hinted[client.id]
    if not (answer and answer.err and answer.err.code == -32801) then
      break
    end
  end
  local hints = hinted and hinted[client.id] and hinted[client.id].result or {}
  local labels = {}
  for _, hint in ipairs(hints) do
    local label = type(hint.label) == "string" and hint.label or inspect(hint.label)
    if label:find("VoiceOver:", 1, true) then
      table.insert(labels, label)
    end
  end
  check(#labels > 0, "no VoiceOver inlay hints with announcements on: " .. inspect(hinted))
  if vim.fn.has("nvim-0.11") == 1 then
    check(vim.lsp.inlay_hint.is_enabled({ bufnr = bufnr }), "the plugin did not turn on inlay hints for the buffer")
  end
  say(("inlay hints: %d VoiceOver previews, e.g. %s"):format(#labels, labels[1]))

  -- Hover on the icon-only Button.
  local line = vim.api.nvim_buf_get_lines(bufnr, icon.lnum, icon.lnum + 1, false)[1]
  local column = line:find("Button", 1, true)
  check(column ~= nil, "no Button on line " .. (icon.lnum + 1))
  local position = { line = icon.lnum, character = column - 1 } -- ASCII line: bytes, UTF-16 and UTF-32 agree
  local responses = vim.lsp.buf_request_sync(bufnr, "textDocument/hover", {
    textDocument = { uri = vim.uri_from_bufnr(bufnr) },
    position = position,
  }, WAIT_MS)
  local hover = responses and responses[client.id]
  state.hover = hover
  check(hover ~= nil and hover.result ~= nil, "no hover result: " .. inspect(responses))
  local contents = hover.result.contents
  local text = type(contents) == "table" and (contents.value or inspect(contents)) or tostring(contents)
  check(text:find("VoiceOver will say", 1, true) ~= nil, "the hover lacks the announcement preview")
  say("hover: " .. #text .. " characters, with the VoiceOver preview")

  -- The code actions on the icon-only button, through Neovim's own command: the
  -- picker is answered with the preferred action.
  vim.api.nvim_win_set_cursor(0, { icon.lnum + 1, column - 1 })
  local tick = vim.api.nvim_buf_get_changedtick(bufnr)
  state.offered = {}
  local chosen
  vim.ui.select = function(items, _, on_choice)
    local pick
    for index, item in ipairs(items) do
      local action = item.action or item[2]
      table.insert(state.offered, ("%s%s"):format(action.title, action.isPreferred and " (preferred)" or ""))
      if pick == nil and action.isPreferred then
        pick = index
      end
    end
    chosen = pick and (items[pick].action or items[pick][2])
    on_choice(pick and items[pick] or nil, pick)
  end
  vim.lsp.buf.code_action()
  vim.wait(WAIT_MS, function()
    return vim.api.nvim_buf_get_changedtick(bufnr) ~= tick
  end, 50)
  say("code actions offered: " .. table.concat(state.offered, "; "))
  check(#state.offered > 0, "no code actions were offered on the icon-only button")
  check(chosen ~= nil, "no preferred code action among those offered")
  check(vim.api.nvim_buf_get_changedtick(bufnr) ~= tick, "applying \"" .. chosen.title .. "\" did not change the buffer")
  say("applied: " .. chosen.title)

  -- The server saw the edit: the finding goes away.
  vim.wait(WAIT_MS, function()
    return find(ours(bufnr), "icon-only-control-name") == nil
  end, 50)
  state.diagnostics = ours(bufnr)
  check(find(state.diagnostics, "icon-only-control-name") == nil, "icon-only-control-name is still reported after the fix")
  say("after the fix: " .. codes(state.diagnostics))

  vim.cmd("write")
  say("written: " .. file)
end

local ok, err = xpcall(run, function(e)
  if type(e) == "table" and e.a11y_failure then
    return e.a11y_failure
  end
  return tostring(e) .. "\n" .. debug.traceback()
end)

if ok then
  say("all steps passed")
  report:close()
  vim.cmd("qall!")
else
  say("FAIL: " .. tostring(err))
  say("what arrived:")
  say("  publishDiagnostics notifications: " .. arrived.push .. ", pulled reports: " .. arrived.pull)
  say("  last raw diagnostics: " .. inspect(arrived.raw))
  if state.diagnostics then
    say("  diagnostics in the buffer: " .. codes(state.diagnostics))
  end
  if state.hover then
    say("  hover: " .. inspect(state.hover))
  end
  if state.offered then
    say("  code actions offered: " .. inspect(state.offered))
  end
  for _, message in ipairs(arrived.messages) do
    say("  " .. message)
  end
  report:close()
  vim.cmd("cquit 1")
end
