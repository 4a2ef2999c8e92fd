;; ==== checked ====
(module
 (type $0 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32 i32) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (param $9 i32) (result i32)
  (block $folding-inner0
   (if
    (i32.lt_s
     (local.tee $2
      (local.get $0)
     )
     (local.get $1)
    )
    (then
     (loop $l11
      (local.set $0
       (i32.const 0)
      )
      (loop $top3
       (if
        (i32.lt_s
         (local.get $0)
         (i32.const 8)
        )
        (then
         (if
          (i32.ge_u
           (local.get $0)
           (i32.const 8)
          )
          (then
           (global.set $oob_site
            (i32.const 0)
           )
           (br $folding-inner0)
          )
         )
         (i32.atomic.store
          (i32.add
           (local.get $9)
           (i32.shl
            (local.get $0)
            (i32.const 2)
           )
          )
          (i32.const 0)
         )
        )
       )
       (br_if $top3
        (i32.lt_s
         (local.tee $0
          (i32.add
           (local.get $0)
           (i32.const 1)
          )
         )
         (i32.const 32)
        )
       )
      )
      (local.set $0
       (i32.const 0)
      )
      (loop $top6
       (if
        (i32.ge_u
         (local.tee $3
          (i32.add
           (i32.shl
            (local.get $2)
            (i32.const 5)
           )
           (local.get $0)
          )
         )
         (local.get $6)
        )
        (then
         (global.set $oob_site
          (i32.const 1)
         )
         (global.set $oob_index
          (local.get $3)
         )
         (return
          (i32.const 1)
         )
        )
       )
       (if
        (block (result i32)
         (local.set $3
          (i32.and
           (i32.load
            (i32.add
             (local.get $5)
             (i32.shl
              (local.get $3)
              (i32.const 2)
             )
            )
           )
           (i32.const 7)
          )
         )
         (i32.const 0)
        )
        (then
         (global.set $oob_site
          (i32.const 2)
         )
         (global.set $oob_index
          (local.get $3)
         )
         (return
          (i32.const 1)
         )
        )
       )
       (drop
        (i32.atomic.rmw.add
         (i32.add
          (local.get $9)
          (i32.shl
           (local.get $3)
           (i32.const 2)
          )
         )
         (i32.const 1)
        )
       )
       (br_if $top6
        (i32.lt_s
         (local.tee $0
          (i32.add
           (local.get $0)
           (i32.const 1)
          )
         )
         (i32.const 32)
        )
       )
      )
      (local.set $0
       (i32.const 0)
      )
      (loop $top9
       (if
        (i32.lt_s
         (local.get $0)
         (i32.const 8)
        )
        (then
         (if
          (i32.ge_u
           (local.get $0)
           (local.get $8)
          )
          (then
           (global.set $oob_site
            (i32.const 4)
           )
           (br $folding-inner0)
          )
         )
         (if
          (i32.ge_u
           (local.get $0)
           (i32.const 8)
          )
          (then
           (global.set $oob_site
            (i32.const 3)
           )
           (br $folding-inner0)
          )
         )
         (drop
          (i32.atomic.rmw.add
           (i32.add
            (local.get $7)
            (i32.shl
             (local.get $0)
             (i32.const 2)
            )
           )
           (i32.atomic.load
            (i32.add
             (local.get $9)
             (i32.shl
              (local.get $0)
              (i32.const 2)
             )
            )
           )
          )
         )
        )
       )
       (br_if $top9
        (i32.lt_s
         (local.tee $0
          (i32.add
           (local.get $0)
           (i32.const 1)
          )
         )
         (i32.const 32)
        )
       )
      )
      (br_if $l11
       (i32.lt_s
        (local.tee $2
         (i32.add
          (local.get $2)
          (i32.const 1)
         )
        )
        (local.get $1)
       )
      )
     )
    )
   )
   (return
    (i32.const 0)
   )
  )
  (global.set $oob_index
   (local.get $0)
  )
  (i32.const 1)
 )
)

;; ==== fast (hoisted range checks) ====
(module
 (type $0 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32 i32) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (param $9 i32) (result i32)
  (block $folding-inner0
   (if
    (i32.lt_s
     (local.tee $2
      (local.get $0)
     )
     (local.get $1)
    )
    (then
     (loop $l11
      (local.set $0
       (i32.const 0)
      )
      (loop $top3
       (if
        (i32.lt_s
         (local.get $0)
         (i32.const 8)
        )
        (then
         (if
          (i32.ge_u
           (local.get $0)
           (i32.const 8)
          )
          (then
           (global.set $oob_site
            (i32.const 0)
           )
           (br $folding-inner0)
          )
         )
         (i32.atomic.store
          (i32.add
           (local.get $9)
           (i32.shl
            (local.get $0)
            (i32.const 2)
           )
          )
          (i32.const 0)
         )
        )
       )
       (br_if $top3
        (i32.lt_s
         (local.tee $0
          (i32.add
           (local.get $0)
           (i32.const 1)
          )
         )
         (i32.const 32)
        )
       )
      )
      (local.set $0
       (i32.const 0)
      )
      (loop $top6
       (if
        (block (result i32)
         (local.set $3
          (i32.and
           (i32.load
            (i32.add
             (local.get $5)
             (i32.shl
              (i32.add
               (i32.shl
                (local.get $2)
                (i32.const 5)
               )
               (local.get $0)
              )
              (i32.const 2)
             )
            )
           )
           (i32.const 7)
          )
         )
         (i32.const 0)
        )
        (then
         (global.set $oob_site
          (i32.const 2)
         )
         (global.set $oob_index
          (local.get $3)
         )
         (return
          (i32.const 1)
         )
        )
       )
       (drop
        (i32.atomic.rmw.add
         (i32.add
          (local.get $9)
          (i32.shl
           (local.get $3)
           (i32.const 2)
          )
         )
         (i32.const 1)
        )
       )
       (br_if $top6
        (i32.lt_s
         (local.tee $0
          (i32.add
           (local.get $0)
           (i32.const 1)
          )
         )
         (i32.const 32)
        )
       )
      )
      (local.set $0
       (i32.const 0)
      )
      (loop $top9
       (if
        (i32.lt_s
         (local.get $0)
         (i32.const 8)
        )
        (then
         (if
          (i32.ge_u
           (local.get $0)
           (local.get $8)
          )
          (then
           (global.set $oob_site
            (i32.const 4)
           )
           (br $folding-inner0)
          )
         )
         (if
          (i32.ge_u
           (local.get $0)
           (i32.const 8)
          )
          (then
           (global.set $oob_site
            (i32.const 3)
           )
           (br $folding-inner0)
          )
         )
         (drop
          (i32.atomic.rmw.add
           (i32.add
            (local.get $7)
            (i32.shl
             (local.get $0)
             (i32.const 2)
            )
           )
           (i32.atomic.load
            (i32.add
             (local.get $9)
             (i32.shl
              (local.get $0)
              (i32.const 2)
             )
            )
           )
          )
         )
        )
       )
       (br_if $top9
        (i32.lt_s
         (local.tee $0
          (i32.add
           (local.get $0)
           (i32.const 1)
          )
         )
         (i32.const 32)
        )
       )
      )
      (br_if $l11
       (i32.lt_s
        (local.tee $2
         (i32.add
          (local.get $2)
          (i32.const 1)
         )
        )
        (local.get $1)
       )
      )
     )
    )
   )
   (return
    (i32.const 0)
   )
  )
  (global.set $oob_index
   (local.get $0)
  )
  (i32.const 1)
 )
)
